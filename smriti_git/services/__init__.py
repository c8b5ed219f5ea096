"""Service layer: the library API that operations call (index, query, memory, ...)."""
