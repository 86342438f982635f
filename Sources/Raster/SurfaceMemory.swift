import CCairo
import Foundation

/// The zeroed pixel memory of a page's image surface, mapped on a 2 MiB boundary and marked for
/// transparent huge pages: first touching the 8 MB of a tall page in 4 KiB pages cost about
/// 6 ms of page faults, in 2 MiB pages about 1 ms (where the kernel has them; else the same
/// memory in small pages). Only the whole 2 MiB blocks inside the size become huge pages, so the
/// memory used is the image's size.
///
///     let memory = try SurfaceMemory(width: 840, height: 2430)
///     let surface = cairo_image_surface_create_for_data(memory.bytes, CAIRO_FORMAT_ARGB32, 840, 2430, Int32(memory.stride))
final class SurfaceMemory {
    static let hugePage = 2 << 20
    /// The first pixel.
    let bytes: UnsafeMutablePointer<UInt8>
    /// Bytes from one row to the next, as Cairo wants them for ARGB32.
    let stride: Int
    private let mapping: UnsafeMutableRawPointer, mappingSize: Int

    /// Throws `RasterError.cannotDraw` when the memory cannot be had.
    init(width: Int, height: Int) throws {
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let size = stride * height
        // Room to move the start up to the next 2 MiB boundary.
        mappingSize = size + Self.hugePage
        guard let mapping = mmap(nil, mappingSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapping != MAP_FAILED else {
            throw RasterError.cannotDraw(reason: "out of memory for a \(width)x\(height) image")
        }
        self.mapping = mapping
        let start = (Int(bitPattern: mapping) + Self.hugePage - 1) / Self.hugePage * Self.hugePage
        bytes = UnsafeMutablePointer(bitPattern: start)!
        _ = madvise(bytes, size, MADV_HUGEPAGE)
    }

    deinit { munmap(mapping, mappingSize) }
}
