"""Disposable caches rebuilt from git objects: graph database, lexical and vector indexes."""
