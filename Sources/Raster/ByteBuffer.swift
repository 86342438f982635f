import CCairo

/// Bytes Cairo writes a document into, in memory, so that the document can be finished
/// (`PDFCatalog`) before it goes to its file.
///
///     let buffer = ByteBuffer()
///     let surface = cairo_pdf_surface_create_for_stream(ByteBuffer.cairoWrite, Unmanaged.passUnretained(buffer).toOpaque(), 595, 842)
final class ByteBuffer {
    /// What was written, in order.
    var bytes: [UInt8] = []

    /// A Cairo write function for `cairo_*_for_stream`, with `closure` an unretained `ByteBuffer`.
    static let cairoWrite: cairo_write_func_t = { closure, data, length in
        let buffer = Unmanaged<ByteBuffer>.fromOpaque(closure!).takeUnretainedValue()
        if let data { buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}
