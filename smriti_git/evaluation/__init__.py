"""Evaluation: the SWE-bench retrieval harness and the methods it compares."""
