"""Code retrieval: query understanding, ranking and packing under a token budget."""
