"""Storage layer: git objects, atomic refs, canonical records and their schemas.

It knows nothing of code or memory; it stores canonical records in blobs, trees and
commits, reads them back, and moves refs by compare-and-swap.
"""
