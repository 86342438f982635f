// Layout
