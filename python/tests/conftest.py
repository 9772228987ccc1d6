"""Makes the package importable from the source tree and points $MLIRC at the repository's
build (target/release/mlirc) unless it is set."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

if not os.environ.get("MLIRC"):
    built = os.path.join(HERE, "..", "..", "target", "release", "mlirc")
    if os.path.isfile(built):
        os.environ["MLIRC"] = os.path.abspath(built)
