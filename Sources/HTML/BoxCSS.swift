import Document
import Style

/// A CSS box (``BoxStyle``) as the `style` attribute of the `div` the HTML output writes for
/// it: the same margins, borders, padding, background, width, height, float and position Galley laid out.
///
///     BoxCSS.declarations(box)   // "margin: 0px 0px 12px 0px; border-width: 1px …"
enum BoxCSS {
    /// A colour as CSS writes it.
    static func color(_ c: RGBA) -> String { "rgba(\(Int((c.red * 255).rounded())), \(Int((c.green * 255).rounded())), \(Int((c.blue * 255).rounded())), \(c.alpha))" }

    static func declarations(_ box: BoxStyle) -> String {
        func px(_ value: Double) -> String { value == value.rounded() ? "\(Int(value))px" : "\(value)px" }
        func edges(_ e: BoxStyle.Edges) -> String { "\(px(e.top)) \(px(e.right)) \(px(e.bottom)) \(px(e.left))" }
        func length(_ l: BoxStyle.Length) -> String {
            switch l {
            case let .pixels(value): px(value)
            case let .percentage(share): "\(share)%"
            }
        }
        let margins = [box.margin.top, box.margin.right, box.margin.bottom, box.margin.left].enumerated().map { n, value in
            (n == 1 && box.autoMarginRight) || (n == 3 && box.autoMarginLeft) ? "auto" : px(value)
        }
        var css = ["margin: \(margins.joined(separator: " "))", "padding: \(edges(box.padding))"]
        if box.border != BoxStyle.Edges() {
            css.append("border-style: solid; border-width: \(edges(box.border)); border-color: \(box.borderColors.map(color).joined(separator: " "))")
        }
        if let background = box.background { css.append("background-color: \(color(background))") }
        if let width = box.width { css.append("width: \(length(width))") }
        if let maxWidth = box.maxWidth { css.append("max-width: \(length(maxWidth))") }
        if let minWidth = box.minWidth { css.append("min-width: \(length(minWidth))") }
        if box.borderBox { css.append("box-sizing: border-box") }
        if let float = box.float { css.append("float: \(float == .left ? "left" : "right")") }
        switch box.clear {
        case .left?: css.append("clear: left")
        case .right?: css.append("clear: right")
        case .both?: css.append("clear: both")
        case nil: break
        }
        if let height = box.height { css.append("height: \(length(height))") }
        if let maxHeight = box.maxHeight { css.append("max-height: \(length(maxHeight))") }
        if let minHeight = box.minHeight { css.append("min-height: \(length(minHeight))") }
        switch box.position {
        case .static: break
        case .relative: css.append("position: relative")
        case .absolute: css.append("position: absolute")
        case .fixed: css.append("position: fixed")
        }
        let insets = [("top", box.inset.top), ("right", box.inset.right), ("bottom", box.inset.bottom), ("left", box.inset.left)]
        for case let (side, inset?) in insets where box.position != .static { css.append("\(side): \(length(inset))") }
        return css.joined(separator: "; ")
    }

    /// The `display` of a CSS table's part (and the table's `table-layout` and `border-spacing`,
    /// a caption's side, a cell's `vertical-align`), for the `div` of its box.
    static func declarations(_ part: TablePart) -> String {
        switch part {
        case let .table(fixedLayout, spacing):
            "display: table; table-layout: \(fixedLayout ? "fixed" : "auto"); border-spacing: \(spacing)px"
        case let .caption(bottom): "display: table-caption; caption-side: \(bottom ? "bottom" : "top")"
        case .columnGroup: "display: table-column-group"
        case .column: "display: table-column"
        case .rowGroup(.header): "display: table-header-group"
        case .rowGroup(.body): "display: table-row-group"
        case .rowGroup(.footer): "display: table-footer-group"
        case .row: "display: table-row"
        case let .cell(verticalAlign): "display: table-cell; vertical-align: \(verticalAlign)"
        }
    }
}
