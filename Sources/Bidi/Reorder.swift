/// A level run of a line, in the compact form L2 reorders.
struct LineRun {
    var start: Int32
    var end: Int32
    var level: UInt8
}

/// L1: copies the levels of `range` to `lineLevels`, resetting to the paragraph level segment
/// and paragraph separators, and whitespace, isolate formatting characters, BN and explicit
/// formatting characters (retained from X9) before them and at the end of the line.
func applyL1(classes: UnsafePointer<BidiClass>, levels: UnsafePointer<UInt8>, range: Range<Int>,
             baseLevel: UInt8, lineLevels: UnsafeMutablePointer<UInt8>) {
    let start = range.lowerBound
    var trailing = true
    var i = range.upperBound - 1
    while i >= start {
        let cls = classes[i]
        if cls == .segmentSeparator || cls == .paragraphSeparator {
            lineLevels[i - start] = baseLevel
            trailing = true
        } else if trailing && cls.isIn(ClassSet.trailingWhitespace) {
            lineLevels[i - start] = baseLevel
        } else {
            lineLevels[i - start] = levels[i]
            trailing = false
        }
        i -= 1
    }
}

/// L2: splits the L1 levels of a line (`lineLevels`, starting at paragraph offset `start`) into
/// level runs, and reverses every maximal sequence of runs at or above each level, from the
/// highest level down to the lowest odd one. Writes the runs in visual order to `runs` (room for
/// `count` entries) and returns their number.
func reorderLine(lineLevels: UnsafePointer<UInt8>, count: Int, start: Int,
                 runs: UnsafeMutablePointer<LineRun>) -> Int {
    var runCount = 0
    var highest: UInt8 = 0
    var lowest: UInt8 = .max
    var runStart = 0
    for i in 1...count where i == count || lineLevels[i] != lineLevels[runStart] {
        let level = lineLevels[runStart]
        runs[runCount] = LineRun(start: Int32(start + runStart), end: Int32(start + i), level: level)
        runCount += 1
        highest = max(highest, level)
        lowest = min(lowest, level)
        runStart = i
    }
    let lowestOdd = lowest | 1
    guard highest >= lowestOdd else { return runCount }
    var level = highest
    while level >= lowestOdd {
        var r = 0
        while r < runCount {
            guard runs[r].level >= level else {
                r += 1
                continue
            }
            var end = r + 1
            while end < runCount && runs[end].level >= level {
                end += 1
            }
            var sequence = UnsafeMutableBufferPointer(start: runs + r, count: end - r)
            sequence.reverse()
            r = end
        }
        level -= 1
    }
    return runCount
}
