# more
