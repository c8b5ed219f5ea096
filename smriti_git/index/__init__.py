"""Code indexer: tree-sitter parsing, linking, and git-native snapshots."""
