/// Every longhand property Galley computes, declared once: its name, whether it inherits, its
/// initial value and its grammar (as Chromium's css_properties.json5 and Servo's longhands
/// declare theirs). Adding a property is one case and one entry of ``definition``.
public enum Property: Int, CaseIterable, Sendable {
    case direction, unicodeBidi, writingMode
    case display, position, float, clear, boxSizing
    case top, right, bottom, left
    case marginTop, marginRight, marginBottom, marginLeft
    case paddingTop, paddingRight, paddingBottom, paddingLeft
    case borderTopWidth, borderRightWidth, borderBottomWidth, borderLeftWidth
    case borderTopStyle, borderRightStyle, borderBottomStyle, borderLeftStyle
    case borderTopColor, borderRightColor, borderBottomColor, borderLeftColor
    case width, height, minWidth, minHeight, maxWidth, maxHeight
    case color, backgroundColor
    case fontFamily, fontSize, fontWeight, fontStyle, lineHeight
    case textAlign, textAlignLast, textIndent, textDecorationLine, textTransform
    case whiteSpace, wordSpacing, letterSpacing, verticalAlign, overflowWrap, wordBreak
    case listStyleType, listStylePosition, tableLayout, borderCollapse, borderSpacing, captionSide
    case visibility
    case flexDirection, flexWrap, flexGrow, flexShrink, flexBasis, order
    case justifyContent, alignItems, alignSelf, alignContent, rowGap, columnGap

    /// How the property is declared.
    public struct Definition: Sendable {
        public let name: String
        public let inherited: Bool
        public let initial: CSSValue
        let grammar: ValueGrammar
    }

    /// The property's declaration.
    public var definition: Definition { Self.definitions[rawValue] }

    /// The property named `name` (lower case), or nil for a shorthand, a logical property or
    /// a property Galley does not know.
    static func named(_ name: String) -> Property? { byName[name] }

    private static let byName: [String: Property] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.definition.name, $0) })

    private static let borderStyles: Set = ["none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset"]
    private static let borderWidth = ValueGrammar.length(percentage: false, keywords: ["thin", "medium", "thick"], negative: false)
    private static let margin = ValueGrammar.length(percentage: true, keywords: ["auto"])
    private static let padding = ValueGrammar.length(percentage: true, negative: false)
    private static let size = ValueGrammar.length(percentage: true, keywords: ["auto"], negative: false)
    private static let maxSize = ValueGrammar.length(percentage: true, keywords: ["none"], negative: false)
    private static let offset = ValueGrammar.length(percentage: true, keywords: ["auto"])
    /// CSS Box Alignment 3 §4: `<self-position>`, `<content-position>`, `<content-distribution>`, baselines.
    /// `left` and `right` only along the inline axis (`justify-content`).
    private static let positions: Set = ["center", "start", "end", "flex-start", "flex-end"]
    private static let selfAlignment = positions.union(["normal", "stretch", "self-start", "self-end", "baseline", "first baseline", "last baseline"])
    private static let contentAlignment = positions.union(["normal", "stretch", "space-between", "space-around", "space-evenly", "baseline", "first baseline", "last baseline"])

    private static func define(_ name: String, inherited: Bool = false, _ initial: CSSValue, _ grammar: ValueGrammar) -> Definition {
        Definition(name: name, inherited: inherited, initial: initial, grammar: grammar)
    }

    private static let definitions: [Definition] = allCases.map { property in
        switch property {
        // CSS Writing Modes 3 §2.1, §2.2, §3.1.
        case .direction: define("direction", inherited: true, .keyword("ltr"), .keywords(["ltr", "rtl"]))
        case .unicodeBidi: define("unicode-bidi", .keyword("normal"), .keywords(["normal", "embed", "isolate", "bidi-override", "isolate-override", "plaintext"]))
        case .writingMode: define("writing-mode", inherited: true, .keyword("horizontal-tb"), .keywords(["horizontal-tb", "vertical-rl", "vertical-lr", "sideways-rl", "sideways-lr"]))
        // CSS Display 3 §2, CSS 2 §9.
        case .display: define("display", .keyword("inline"), .keywords([
            "block", "inline", "inline-block", "list-item", "none", "contents", "flow-root", "flex", "inline-flex", "grid", "inline-grid",
            "table", "inline-table", "table-row-group", "table-header-group", "table-footer-group", "table-row", "table-cell",
            "table-column-group", "table-column", "table-caption", "ruby", "ruby-text",
        ]))
        case .position: define("position", .keyword("static"), .keywords(["static", "relative", "absolute", "fixed", "sticky"]))
        case .float: define("float", .keyword("none"), .keywords(["none", "left", "right", "inline-start", "inline-end"]))
        case .clear: define("clear", .keyword("none"), .keywords(["none", "left", "right", "both", "inline-start", "inline-end"]))
        case .boxSizing: define("box-sizing", .keyword("content-box"), .keywords(["content-box", "border-box"]))
        case .top: define("top", .keyword("auto"), offset)
        case .right: define("right", .keyword("auto"), offset)
        case .bottom: define("bottom", .keyword("auto"), offset)
        case .left: define("left", .keyword("auto"), offset)
        // CSS Box 3.
        case .marginTop: define("margin-top", .length(0), margin)
        case .marginRight: define("margin-right", .length(0), margin)
        case .marginBottom: define("margin-bottom", .length(0), margin)
        case .marginLeft: define("margin-left", .length(0), margin)
        case .paddingTop: define("padding-top", .length(0), padding)
        case .paddingRight: define("padding-right", .length(0), padding)
        case .paddingBottom: define("padding-bottom", .length(0), padding)
        case .paddingLeft: define("padding-left", .length(0), padding)
        // CSS Backgrounds 3 §4.
        case .borderTopWidth: define("border-top-width", .keyword("medium"), borderWidth)
        case .borderRightWidth: define("border-right-width", .keyword("medium"), borderWidth)
        case .borderBottomWidth: define("border-bottom-width", .keyword("medium"), borderWidth)
        case .borderLeftWidth: define("border-left-width", .keyword("medium"), borderWidth)
        case .borderTopStyle: define("border-top-style", .keyword("none"), .keywords(borderStyles))
        case .borderRightStyle: define("border-right-style", .keyword("none"), .keywords(borderStyles))
        case .borderBottomStyle: define("border-bottom-style", .keyword("none"), .keywords(borderStyles))
        case .borderLeftStyle: define("border-left-style", .keyword("none"), .keywords(borderStyles))
        case .borderTopColor: define("border-top-color", .keyword("currentcolor"), .color)
        case .borderRightColor: define("border-right-color", .keyword("currentcolor"), .color)
        case .borderBottomColor: define("border-bottom-color", .keyword("currentcolor"), .color)
        case .borderLeftColor: define("border-left-color", .keyword("currentcolor"), .color)
        // CSS Sizing 3 §3.
        case .width: define("width", .keyword("auto"), size)
        case .height: define("height", .keyword("auto"), size)
        case .minWidth: define("min-width", .keyword("auto"), size)
        case .minHeight: define("min-height", .keyword("auto"), size)
        case .maxWidth: define("max-width", .keyword("none"), maxSize)
        case .maxHeight: define("max-height", .keyword("none"), maxSize)
        // CSS Color 4, CSS Backgrounds 3.
        case .color: define("color", inherited: true, .color(.black), .color)
        case .backgroundColor: define("background-color", .color(.transparent), .color)
        // CSS Fonts 4.
        case .fontFamily: define("font-family", inherited: true, .families(["serif"]), .families)
        case .fontSize: define("font-size", inherited: true, .length(16), .fontSize)
        case .fontWeight: define("font-weight", inherited: true, .number(400), .fontWeight)
        case .fontStyle: define("font-style", inherited: true, .keyword("normal"), .keywords(["normal", "italic", "oblique"]))
        case .lineHeight: define("line-height", inherited: true, .keyword("normal"), .lineHeight)
        // CSS Text 3, CSS Text Decoration 3.
        case .textAlign: define("text-align", inherited: true, .keyword("start"), .keywords(["start", "end", "left", "right", "center", "justify", "match-parent", "justify-all", "-webkit-center"]))
        case .textAlignLast: define("text-align-last", inherited: true, .keyword("auto"), .keywords(["auto", "start", "end", "left", "right", "center", "justify", "match-parent"]))
        case .textIndent: define("text-indent", inherited: true, .length(0), .length(percentage: true))
        case .textDecorationLine: define("text-decoration-line", .keyword("none"), .decorationLines)
        case .textTransform: define("text-transform", inherited: true, .keyword("none"), .keywords(["none", "capitalize", "uppercase", "lowercase", "full-width"]))
        case .whiteSpace: define("white-space", inherited: true, .keyword("normal"), .keywords(["normal", "pre", "nowrap", "pre-wrap", "pre-line", "break-spaces"]))
        case .wordSpacing: define("word-spacing", inherited: true, .length(0), .length(percentage: false, keywords: ["normal"]))
        case .letterSpacing: define("letter-spacing", inherited: true, .keyword("normal"), .length(percentage: false, keywords: ["normal"]))
        case .verticalAlign: define("vertical-align", .keyword("baseline"), .length(percentage: true, keywords: ["baseline", "sub", "super", "text-top", "text-bottom", "middle", "top", "bottom"]))
        case .overflowWrap: define("overflow-wrap", inherited: true, .keyword("normal"), .keywords(["normal", "break-word", "anywhere"]))
        case .wordBreak: define("word-break", inherited: true, .keyword("normal"), .keywords(["normal", "break-all", "keep-all", "break-word"]))
        // CSS Lists 3, CSS 2 §17 tables.
        case .listStyleType: define("list-style-type", inherited: true, .keyword("disc"), .counterStyle)
        case .listStylePosition: define("list-style-position", inherited: true, .keyword("outside"), .keywords(["inside", "outside"]))
        case .tableLayout: define("table-layout", .keyword("auto"), .keywords(["auto", "fixed"]))
        case .borderCollapse: define("border-collapse", inherited: true, .keyword("separate"), .keywords(["separate", "collapse"]))
        case .borderSpacing: define("border-spacing", inherited: true, .length(0), .length(percentage: false, negative: false))
        case .captionSide: define("caption-side", inherited: true, .keyword("top"), .keywords(["top", "bottom"]))
        case .visibility: define("visibility", inherited: true, .keyword("visible"), .keywords(["visible", "hidden", "collapse"]))
        // CSS Flexbox 1 §5, §7; CSS Box Alignment 3 §5.1, §6.1, §6.2.
        case .flexDirection: define("flex-direction", .keyword("row"), .keywords(["row", "row-reverse", "column", "column-reverse"]))
        case .flexWrap: define("flex-wrap", .keyword("nowrap"), .keywords(["nowrap", "wrap", "wrap-reverse"]))
        case .flexGrow: define("flex-grow", .number(0), .number(integer: false))
        case .flexShrink: define("flex-shrink", .number(1), .number(integer: false))
        case .flexBasis: define("flex-basis", .keyword("auto"), .length(percentage: true, keywords: ["auto", "content"], negative: false))
        case .order: define("order", .number(0), .number(integer: true))
        case .justifyContent: define("justify-content", .keyword("normal"), .alignment(Self.contentAlignment.union(["left", "right"])))
        case .alignItems: define("align-items", .keyword("normal"), .alignment(Self.selfAlignment))
        case .alignSelf: define("align-self", .keyword("auto"), .alignment(Self.selfAlignment.union(["auto"])))
        case .alignContent: define("align-content", .keyword("normal"), .alignment(Self.contentAlignment))
        // CSS Box Alignment 3 §8.1: the gutters between a flex container's items and lines.
        case .rowGap: define("row-gap", .keyword("normal"), .length(percentage: true, keywords: ["normal"], negative: false))
        case .columnGap: define("column-gap", .keyword("normal"), .length(percentage: true, keywords: ["normal"], negative: false))
        }
    }
}
