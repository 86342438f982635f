// Shaping
