/// BD9: pairs each isolate initiator with its matching PDI, the first following PDI at the same
/// isolate depth, within the paragraph.
///
/// Fills `matching` for isolate initiators and PDIs only: an initiator gets the offset of its
/// matching PDI, a PDI the offset of its initiator, and either -1 when unmatched. Other entries
/// are left as they are. Open initiators are kept as a linked stack threaded through `matching`
/// itself, so deep nesting needs no extra memory.
func matchIsolates(_ classes: UnsafePointer<BidiClass>, count: Int, into matching: UnsafeMutablePointer<Int32>) {
    var top: Int32 = -1
    for i in 0..<count {
        let cls = classes[i]
        if cls.isIn(ClassSet.isolateInitiators) {
            matching[i] = top
            top = Int32(i)
        } else if cls == .popDirectionalIsolate {
            if top >= 0 {
                let initiator = Int(top)
                top = matching[initiator]
                matching[initiator] = Int32(i)
                matching[i] = Int32(initiator)
            } else {
                matching[i] = -1
            }
        }
    }
    // BD9: initiators still open at the end of the paragraph have no matching PDI.
    while top >= 0 {
        let initiator = Int(top)
        top = matching[initiator]
        matching[initiator] = -1
    }
}
