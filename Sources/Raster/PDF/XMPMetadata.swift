import Foundation

/// The document's XMP metadata packet (PDF 32000-1, 14.3.2; ISO 16684-1): title, language,
/// creator and dates as the document information dictionary has them, and the PDF/UA
/// identification schema (ISO 14289-1, 5: `pdfuaid:part` 1).
enum XMPMetadata {
    static func packet(_ metadata: PDFMetadata) -> String {
        let date = PDFMetadata.xmpDate(metadata.creationDate ?? Date())
        let language = escaped(metadata.language ?? "x-default")
        var description = """
              <pdfuaid:part>1</pdfuaid:part>
              <xmp:CreateDate>\(date)</xmp:CreateDate>
              <xmp:ModifyDate>\(date)</xmp:ModifyDate>
              <xmp:MetadataDate>\(date)</xmp:MetadataDate>

            """
        if let creator = metadata.creator {
            description += """
                  <xmp:CreatorTool>\(escaped(creator))</xmp:CreatorTool>
                  <pdf:Producer>\(escaped(creator))</pdf:Producer>

                """
        }
        if let title = metadata.title {
            description += """
                  <dc:title><rdf:Alt><rdf:li xml:lang="x-default">\(escaped(title))</rdf:li></rdf:Alt></dc:title>

                """
        }
        description += """
              <dc:language><rdf:Bag><rdf:li>\(language)</rdf:li></rdf:Bag></dc:language>
              <dc:format>application/pdf</dc:format>

            """
        return """
            <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
            <x:xmpmeta xmlns:x="adobe:ns:meta/">
             <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
              <rdf:Description rdf:about="" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:dc="http://purl.org/dc/elements/1.1/">
            \(description)  </rdf:Description>
             </rdf:RDF>
            </x:xmpmeta>
            <?xpacket end="w"?>
            """
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
