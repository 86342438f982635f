print("bidi-benchmark: not written yet")
