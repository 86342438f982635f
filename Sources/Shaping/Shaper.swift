import CHarfBuzz
import LocaleRules

/// Shapes items with HarfBuzz: direction from the bidi level, script and language from the
/// item and the page, the whole paragraph passed as context so joining across item edges is
/// right. Clusters are UTF-16 offsets in the paragraph.
///
///     let shaper = Shaper(fonts: fonts, language: try LanguageTag("he"))
///     let runs = items.map { shaper.shape($0, in: text) }
public final class Shaper {
    /// The fonts the items' `face` indexes name.
    public let fonts: FontContext
    /// The language the shaper was made for.
    public let languageTag: LanguageTag
    /// What the language decides among fonts (Han designs, Nastaliq).
    public let fontLanguage: FontLanguage
    private let language: hb_language_t?
    private let buffer: OpaquePointer
    /// HarfBuzz's shape plans, by face, direction and script, with the script's HarfBuzz tag:
    /// `hb_shape` finds its plan in the face's list each time, 2,400 instructions a run.
    private var plans: [PlanKey: (plan: OpaquePointer, script: hb_script_t)] = [:]

    private struct PlanKey: Hashable {
        let face: Int
        let isRightToLeft: Bool
        let script: Script
    }

    /// A shaper for text in `language`, whose tag HarfBuzz passes to the fonts (some have
    /// language-specific forms).
    public init(fonts: FontContext, language: LanguageTag) {
        self.fonts = fonts
        languageTag = language
        fontLanguage = FontLanguage(language)
        self.language = hb_language_from_string(language.identifier, -1)
        buffer = hb_buffer_create()!
    }

    /// A shaper with `other`'s fonts and language and a buffer of its own, so that the two can
    /// shape on two threads at once.
    ///
    ///     let second = Shaper(sameAs: shaper)
    public init(sameAs other: Shaper) {
        fonts = other.fonts
        languageTag = other.languageTag
        fontLanguage = other.fontLanguage
        language = other.language
        buffer = hb_buffer_create()!
    }

    deinit {
        for (plan, _) in plans.values { hb_shape_plan_destroy(plan) }
        hb_buffer_destroy(buffer)
    }

    /// The glyphs of `item`, in visual order. `text` is the whole paragraph, not only the
    /// item's stretch, so that letters join across the item's edges.
    public func shape(_ item: ShapingItem, in text: [UInt16]) -> GlyphRun {
        hb_buffer_clear_contents(buffer)
        text.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(item.range.lowerBound), Int32(item.range.count))
        }
        let face = fonts.face(at: item.face)
        let key = PlanKey(face: item.face, isRightToLeft: item.isRightToLeft, script: item.script)
        let plan = plans[key]
        hb_buffer_set_direction(buffer, item.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, plan?.script ?? hb_script_from_string(item.script.iso15924, -1))
        hb_buffer_set_language(buffer, language)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        // hb_shape is hb_shape_plan_create_cached2 for the buffer's properties and the font's
        // variation coordinates, then hb_shape_plan_execute (hb-shape.cc): the same, plan kept.
        hb_shape_plan_execute(plan?.plan ?? newPlan(key, face: face), face.font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let em = face.unitsPerEm
        var glyphs: [GlyphRun.Glyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(GlyphRun.Glyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                         advance: Double(positions[i].x_advance) / em,
                                         xOffset: Double(positions[i].x_offset) / em,
                                         yOffset: Double(positions[i].y_offset) / em))
        }
        return GlyphRun(item: item, glyphs: glyphs)
    }

    /// The shape plan of the buffer's properties (set for `key`) in `face`, kept for the next run.
    private func newPlan(_ key: PlanKey, face: FontFace) -> OpaquePointer {
        var properties = hb_segment_properties_t()
        hb_buffer_get_segment_properties(buffer, &properties)
        var count: UInt32 = 0
        let coordinates = hb_font_get_var_coords_normalized(face.font, &count)
        let plan = hb_shape_plan_create_cached2(hb_font_get_face(face.font), &properties, nil, 0, coordinates, count, nil)!
        plans[key] = (plan, properties.script)
        return plan
    }
}
