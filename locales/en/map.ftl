# map
