import Shaping

/// Where a justified Arabic line may be stretched by tatweel (U+0640 ARABIC TATWEEL, kashida):
/// between two letters that join, at most one place per word, chosen as the Arabic Layout
/// Requirements (W3C alreq, §3.3.4) describe typographers' practice, best first:
///
/// 1. after a Seen or Sad (س ش ص ض), whose tail is made to stretch;
/// 2. before a letter in its final form (the last of a joined stretch: `ـا`, `ـة`);
/// 3. between any other two joined letters.
///
/// Never inside a lam-alef (a ligature, not two joined letters), never next to a space or a
/// letter that does not join on that side, never between a letter and its marks.
///
///     KashidaOpportunity.find(in: Array("مرحبا بالسلامة".utf16), range: 0..<14)
struct KashidaOpportunity: Equatable {
    /// The UTF-16 offset of the letter after the kashida: the tatweel goes before it.
    var offset: Int
    /// 3, 2 or 1: the rule above that chose it.
    var priority: Int

    /// The best place of each Arabic word in `range` of `text`, in logical order.
    static func find(in text: [UInt16], range: Range<Int>) -> [KashidaOpportunity] {
        // Every scalar but marks (joining type T), which ride on the letter before them: two
        // neighbours here have only marks between them in the text.
        var letters: [(offset: Int, scalar: Unicode.Scalar, type: JoiningType)] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let isPair = UTF16.isLeadSurrogate(text[i]) && i + 1 < range.upperBound
            let scalar = isPair ? Unicode.Scalar(UInt32(0x10000) + (UInt32(text[i]) - 0xD800) << 10 + (UInt32(text[i + 1]) - 0xDC00))!
                : Unicode.Scalar(text[i]) ?? "\u{FFFD}"
            let type = JoiningType(scalar)
            if type != .transparent { letters.append((i, scalar, type)) }
            i += isPair ? 2 : 1
        }
        var result: [KashidaOpportunity] = []
        var best: KashidaOpportunity?
        for n in letters.indices {
            let joinsNext = n + 1 < letters.count && [.dualJoining, .joinCausing].contains(letters[n].type)
                && [.dualJoining, .rightJoining, .joinCausing].contains(letters[n + 1].type)
            if joinsNext, Script(letters[n].scalar) == .arabic, Script(letters[n + 1].scalar) == .arabic {
                let group = JoiningGroup(letters[n].scalar), next = JoiningGroup(letters[n + 1].scalar)
                let ligature = group == .lam && next == .alef
                let final = n + 2 >= letters.count || ![.dualJoining, .rightJoining, .joinCausing].contains(letters[n + 2].type)
                    || ![.dualJoining, .joinCausing].contains(letters[n + 1].type)
                if !ligature {
                    let priority = group == .seen || group == .sad ? 3 : final ? 2 : 1
                    let candidate = KashidaOpportunity(offset: letters[n + 1].offset, priority: priority)
                    if best.map({ priority >= $0.priority }) ?? true { best = candidate }
                }
            }
            // A word ends where no letter follows.
            if n + 1 == letters.count || !letters[n + 1].scalar.properties.isAlphabetic, let chosen = best {
                result.append(chosen)
                best = nil
            }
        }
        if let chosen = best { result.append(chosen) }
        return result
    }
}
