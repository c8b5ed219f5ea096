"""Operations: each user-facing operation defined once, in one registry."""
