// Document
