print("layout-benchmark: not written yet")
