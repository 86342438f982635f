// DisplayList
