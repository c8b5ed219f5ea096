"""smriti-git: a git-native, versioned memory store for coding agents."""

__version__ = "0.1.0"
