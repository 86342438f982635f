/// One paragraph analysed by the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0):
/// resolved embedding levels, and the visual order of its lines.
///
/// Offsets are UTF-16 offsets into the paragraph's text: there is one level per UTF-16 code
/// unit, and both units of a surrogate pair have the same level. ``scalarOffset(ofUTF16Offset:)``,
/// ``utf16Offset(ofScalarOffset:)`` and ``scalarLevels(inLine:)`` convert to scalar offsets.
/// The paragraph does not keep its text.
///
/// Split text into paragraphs first (P1, `Bidi.paragraphs(in:)`); a paragraph separator
/// inside the text gets the paragraph level but does not start a new paragraph.
///
/// ```swift
/// let paragraph = BidiParagraph("car (אבג) is")
/// paragraph.levels.map(\.rawValue)   // [0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0]
/// paragraph.visualOrder(in: 0..<12)  // [0, 1, 2, 3, 4, 7, 6, 5, 8, 9, 10, 11]
/// ```
public struct BidiParagraph: Sendable {
    /// The paragraph embedding level (P2-P3, or given); with ``BaseDirection/plaintext``, the
    /// first paragraph's (see ``baseLevel(at:)``).
    public let baseLevel: EmbeddingLevel
    /// The resolved level of each UTF-16 code unit (rules X1-I2), before the line rule L1; see
    /// ``levels(inLine:)``. Characters that X9 removes (BN and explicit formatting characters)
    /// get the level of the character before them.
    public let levels: [EmbeddingLevel]
    /// The Bidi_Class of each code unit, for L1.
    let classes: [BidiClass]
    /// The offsets of the trailing surrogates of surrogate pairs, ascending.
    let trailingSurrogates: [Int32]
    /// With ``BaseDirection/plaintext``, where each paragraph starts and its own level, in
    /// order; empty when every paragraph has ``baseLevel``.
    let paragraphLevels: [(start: Int, level: EmbeddingLevel)]

    /// Analyses `text` as one paragraph.
    ///
    /// ```swift
    /// BidiParagraph("אבג abc").baseLevel   // EmbeddingLevel(rawValue: 1)
    /// BidiParagraph("אבג abc", base: .leftToRight).levels.first   // EmbeddingLevel(rawValue: 1)
    /// ```
    public init(_ text: String, base: BaseDirection = .auto) {
        self = Array(text.utf16).withUnsafeBufferPointer { BidiParagraph(utf16: $0, base: base) }
    }

    /// Analyses UTF-16 code units as one paragraph.
    ///
    /// ```swift
    /// let units: [UInt16] = [0x05D0, 0x0020, 0x0031]   // א 1
    /// BidiParagraph(utf16: units).levels.map(\.rawValue)   // [1, 1, 2]
    /// ```
    public init(utf16: some Collection<UInt16>, base: BaseDirection = .auto) {
        if let paragraph = utf16.withContiguousStorageIfAvailable({ BidiParagraph(utf16: $0, base: base) }) {
            self = paragraph
        } else {
            self = Array(utf16).withUnsafeBufferPointer { BidiParagraph(utf16: $0, base: base) }
        }
    }

    /// Analyses UTF-16 code units as the bidi paragraphs of one block, a new one beginning at
    /// each offset of `starts` (P1 with a higher-level protocol's separators: HTML's `br`
    /// element "should separate paragraphs for the purposes of the Unicode bidirectional
    /// algorithm"), so a neutral before a hard line break resolves against the paragraph's end
    /// (eos), not the line after it. Every paragraph has the block's level: `base`, or P2-P3
    /// over the whole text for `.auto`, as HTML's `dir=auto` gives an element one direction;
    /// with `.plaintext`, each paragraph finds its own by P2-P3 (``baseLevel(at:)``).
    ///
    /// ```swift
    /// let text = Array("אב Report.pdf.\u{2028}Settings".utf16)
    /// BidiParagraph(utf16: text, base: .rightToLeft, starts: [15]).levels[13].rawValue   // 1: "." is R
    /// ```
    public init(utf16 text: [UInt16], base: BaseDirection, starts: [Int]) {
        self = text.withUnsafeBufferPointer { text in
            let count = text.count
            var present: UInt32 = 0
            var trails: [Int32] = []
            let classes = [BidiClass](unsafeUninitializedCapacity: count) { classes, initialized in
                if count > 0 { present = classify(text, into: classes.baseAddress!, trails: &trails) }
                initialized = count
            }
            return BidiParagraph(classes: classes, present: present, text: text.baseAddress, base: base, trails: trails, starts: starts)
        }
    }

    /// Analyses UTF-16 code units in memory as one paragraph, without copying them.
    ///
    /// ```swift
    /// let paragraph = units.withUnsafeBufferPointer { BidiParagraph(utf16: $0, base: .rightToLeft) }
    /// ```
    public init(utf16 text: UnsafeBufferPointer<UInt16>, base: BaseDirection = .auto) {
        let count = text.count
        var present: UInt32 = 0
        var trails: [Int32] = []
        let classes = [BidiClass](unsafeUninitializedCapacity: count) { classes, initialized in
            if count > 0 {
                present = classify(text, into: classes.baseAddress!, trails: &trails)
            }
            initialized = count
        }
        self.init(classes: classes, present: present, text: text.baseAddress, base: base, trails: trails)
    }

    /// Analyses a paragraph given as classes: no character is a bracket.
    init(classes: [BidiClass], base: BaseDirection) {
        let present = classes.reduce(0) { $0 | $1.bit }
        self.init(classes: classes, present: present, text: nil, base: base, trails: [])
    }

    private init(classes: [BidiClass], present: UInt32, text: UnsafePointer<UInt16>?, base: BaseDirection,
                 trails: [Int32], starts: [Int] = []) {
        let count = classes.count
        var baseLevel: UInt8 = base == .rightToLeft ? 1 : 0
        let starts = starts.filter { $0 > 0 && $0 < count }.sorted()
        let isPlaintext = base == .plaintext || base == .plaintextRightToLeft
        var paragraphLevels: [(start: Int, level: EmbeddingLevel)] = []
        levels = [EmbeddingLevel](unsafeUninitializedCapacity: count) { levels, initialized in
            if count > 0 {
                levels.withMemoryRebound(to: UInt8.self) { levels in
                    classes.withUnsafeBufferPointer { classes in
                        if starts.isEmpty || !isPlaintext {
                            baseLevel = resolveParagraph(classes: classes.baseAddress!, present: present, text: text,
                                                         count: count, base: base, levels: levels.baseAddress!)
                        }
                        // Each paragraph again: at the level the whole text resolved to, or at its own (P2-P3).
                        let level: BaseDirection = isPlaintext ? base : baseLevel == 1 ? .rightToLeft : .leftToRight
                        for (start, end) in starts.isEmpty ? [] : Array(zip([0] + starts, starts + [count])) {
                            let part = classes.baseAddress! + start
                            let partPresent = (0..<(end - start)).reduce(UInt32(0)) { $0 | part[$1].bit }
                            let partLevel = resolveParagraph(classes: part, present: partPresent, text: text.map { $0 + start },
                                                             count: end - start, base: level, levels: levels.baseAddress! + start)
                            if isPlaintext { paragraphLevels.append((start, EmbeddingLevel(rawValue: partLevel))) }
                        }
                    }
                }
            }
            initialized = count
        }
        self.baseLevel = paragraphLevels.first?.level ?? EmbeddingLevel(rawValue: baseLevel)
        self.paragraphLevels = paragraphLevels
        self.classes = classes
        trailingSurrogates = trails
    }

    /// The paragraph embedding level of the paragraph holding UTF-16 offset `offset`: its own
    /// with ``BaseDirection/plaintext``, else ``baseLevel``. L1 gives a line its level.
    ///
    /// ```swift
    /// let text = Array("אבג\u{2028}abc".utf16)
    /// BidiParagraph(utf16: text, base: .plaintext, starts: [4]).baseLevel(at: 5).rawValue   // 0
    /// ```
    public func baseLevel(at offset: Int) -> EmbeddingLevel {
        var low = 0
        var high = paragraphLevels.count
        while low < high {
            let mid = (low + high) >> 1
            if paragraphLevels[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? baseLevel : paragraphLevels[low - 1].level
    }

    /// The number of UTF-16 code units of the paragraph.
    ///
    /// ```swift
    /// BidiParagraph("a😀").utf16Count   // 3
    /// ```
    public var utf16Count: Int { levels.count }

    /// The paragraph direction, `.leftToRight` or `.rightToLeft` (never `.auto`): the natural
    /// alignment side of the paragraph's lines.
    ///
    /// ```swift
    /// BidiParagraph("שלום, world").resolvedDirection   // .rightToLeft
    /// ```
    public var resolvedDirection: BaseDirection { baseLevel.isRightToLeft ? .rightToLeft : .leftToRight }

    /// The levels of the code units of one line, `range` of the paragraph, after L1: segment
    /// separators, paragraph separators, and the whitespace and isolate formatting characters
    /// before them or at the end of the line get the paragraph level (that of the paragraph
    /// the line starts in, ``baseLevel(at:)``).
    ///
    /// ```swift
    /// BidiParagraph("אב ", base: .leftToRight).levels(inLine: 0..<3).map(\.rawValue)   // [1, 1, 0]
    /// ```
    public func levels(inLine range: Range<Int>) -> [EmbeddingLevel] {
        checkLine(range)
        return [EmbeddingLevel](unsafeUninitializedCapacity: range.count) { line, initialized in
            withLineLevels(range) { lineLevels in
                line.withMemoryRebound(to: UInt8.self) { line in
                    line.baseAddress?.initialize(from: lineLevels, count: range.count)
                }
            }
            initialized = range.count
        }
    }

    /// The runs of one line, `range` of the paragraph, in visual order (left to right on the
    /// screen), after L1-L2. Each run's range is in logical order; a right-to-left run is drawn
    /// from its last code unit to its first.
    ///
    /// ```swift
    /// BidiParagraph("abc אבג def").visualRuns(in: 0..<11).map(\.range)
    /// // [0..<4, 4..<7, 7..<11]
    /// ```
    public func visualRuns(in lineRange: Range<Int>) -> [BidiRun] {
        checkLine(lineRange)
        return withVisualRuns(lineRange) { runs in
            runs.map { BidiRun(range: Int($0.start)..<Int($0.end), level: EmbeddingLevel(rawValue: $0.level)) }
        }
    }

    /// The visual order of one line, `range` of the paragraph, after L1-L2: entry `i` is the
    /// paragraph offset of the code unit displayed `i`-th from the left. Surrogate pairs keep
    /// their lead unit first.
    ///
    /// ```swift
    /// BidiParagraph("ab אב").visualOrder(in: 0..<5)   // [0, 1, 2, 4, 3]
    /// ```
    public func visualOrder(in lineRange: Range<Int>) -> [Int] {
        checkLine(lineRange)
        return withVisualRuns(lineRange) { runs in
            [Int](unsafeUninitializedCapacity: lineRange.count) { order, initialized in
                var o = 0
                for run in runs {
                    let start = Int(run.start), end = Int(run.end)
                    if run.level & 1 == 0 {
                        for i in start..<end {
                            order[o] = i
                            o += 1
                        }
                    } else if trailingSurrogates.isEmpty {
                        var i = end - 1
                        while i >= start {
                            order[o] = i
                            o += 1
                            i -= 1
                        }
                    } else {
                        var i = end - 1
                        while i >= start {
                            if i > start && isTrailingSurrogate(i) {
                                order[o] = i - 1
                                order[o + 1] = i
                                o += 2
                                i -= 2
                            } else {
                                order[o] = i
                                o += 1
                                i -= 1
                            }
                        }
                    }
                }
                initialized = o
            }
        }
    }

    /// The scalar offset of the character at UTF-16 offset `offset` (both units of a surrogate
    /// pair map to the same scalar); `utf16Count` maps to the number of scalars.
    ///
    /// ```swift
    /// BidiParagraph("😀a").scalarOffset(ofUTF16Offset: 2)   // 1
    /// ```
    public func scalarOffset(ofUTF16Offset offset: Int) -> Int {
        offset - trailingSurrogatesBefore(offset + 1)
    }

    /// The UTF-16 offset of the scalar at `scalarOffset` (its lead unit for a surrogate pair).
    ///
    /// ```swift
    /// BidiParagraph("😀a").utf16Offset(ofScalarOffset: 1)   // 2
    /// ```
    public func utf16Offset(ofScalarOffset scalarOffset: Int) -> Int {
        // The trailing surrogate at index j follows the scalar at offset trails[j] - j - 1.
        var low = 0
        var high = trailingSurrogates.count
        while low < high {
            let mid = (low + high) >> 1
            if Int(trailingSurrogates[mid]) - mid - 1 < scalarOffset { low = mid + 1 } else { high = mid }
        }
        return scalarOffset + low
    }

    /// The levels of one line, `range` of the paragraph, after L1, one per Unicode scalar.
    ///
    /// ```swift
    /// BidiParagraph("😀א").scalarLevels(inLine: 0..<3).map(\.rawValue)   // [1, 1]
    /// ```
    public func scalarLevels(inLine range: Range<Int>) -> [EmbeddingLevel] {
        let levels = levels(inLine: range)
        guard !trailingSurrogates.isEmpty else { return levels }
        return range.indices.filter { !isTrailingSurrogate($0) }.map { levels[$0 - range.lowerBound] }
    }

    // MARK: - Internals

    private func checkLine(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= levels.count,
                     "line \(range) is outside the paragraph 0..<\(levels.count)")
    }

    /// The number of trailing surrogates before `offset`.
    private func trailingSurrogatesBefore(_ offset: Int) -> Int {
        var low = 0
        var high = trailingSurrogates.count
        while low < high {
            let mid = (low + high) >> 1
            if Int(trailingSurrogates[mid]) < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func isTrailingSurrogate(_ offset: Int) -> Bool {
        let index = trailingSurrogatesBefore(offset)
        return index < trailingSurrogates.count && Int(trailingSurrogates[index]) == offset
    }

    /// Calls `body` with the L1 levels of a line.
    private func withLineLevels<R>(_ range: Range<Int>, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(range.count, 1)) { line in
            classes.withUnsafeBufferPointer { classes in
                levels.withUnsafeBufferPointer { levels in
                    levels.withMemoryRebound(to: UInt8.self) { levels in
                        if !range.isEmpty {
                            applyL1(classes: classes.baseAddress!, levels: levels.baseAddress!, range: range,
                                    baseLevel: baseLevel(at: range.lowerBound).rawValue, lineLevels: line.baseAddress!)
                        }
                        return body(line.baseAddress!)
                    }
                }
            }
        }
    }

    /// Calls `body` with the runs of a line in visual order (L1-L2).
    private func withVisualRuns<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<LineRun>) -> R) -> R {
        withLineLevels(range) { line in
            withUnsafeTemporaryAllocation(of: LineRun.self, capacity: max(range.count, 1)) { runs in
                let count = range.isEmpty ? 0 : reorderLine(lineLevels: line, count: range.count,
                                                            start: range.lowerBound, runs: runs.baseAddress!)
                return body(UnsafeBufferPointer(rebasing: runs[0..<count]))
            }
        }
    }
}
