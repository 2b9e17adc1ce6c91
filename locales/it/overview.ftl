# overview
