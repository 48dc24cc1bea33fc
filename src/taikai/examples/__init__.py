"""Example data shipped with the package (used by ``taikai demo``)."""
