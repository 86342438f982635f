print("diff-benchmark: not written yet")
