"""Model layer: plain data (symbols, edges, snapshots, engrams, time) with no I/O."""
