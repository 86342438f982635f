import Foundation

/// Why a system call or a Foundation file operation failed, in the words Galley's messages use:
/// the C library's text with its first letter lowercased, never an error domain and code
/// (`The operation could not be completed. (NSCocoaErrorDomain error 642.)`).
///
///     SystemReason.text(EROFS)                                     // "read-only file system"
///     SystemReason.text(of: CocoaError(.fileWriteVolumeReadOnly))  // "read-only file system"
public enum SystemReason {
    /// `strerror(code)`, its first letter lowercased: "no space left on device".
    public static func text(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// What `error` says went wrong, on one line: a ``FileError``'s reason; a Foundation file
    /// error's POSIX error underneath it, or else its code in words; a POSIX error's text; else
    /// the error's own description with its line breaks made spaces.
    public static func text(of error: Error) -> String {
        if let error = error as? FileError { return error.reason }
        if let error = error as? POSIXError { return text(error.code.rawValue) }
        let bridged = error as NSError
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return text(Int32(underlying.code))
        }
        if bridged.domain == NSCocoaErrorDomain, let code = cocoaCodes[bridged.code] { return text(code) }
        return "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The POSIX error a Foundation file error code stands for (Foundation's `FoundationErrors.h`).
    private static let cocoaCodes: [Int: Int32] = [
        CocoaError.fileNoSuchFile.rawValue: ENOENT, CocoaError.fileReadNoSuchFile.rawValue: ENOENT,
        CocoaError.fileLocking.rawValue: ENOLCK, CocoaError.fileReadNoPermission.rawValue: EACCES,
        CocoaError.fileWriteNoPermission.rawValue: EACCES, CocoaError.fileReadTooLarge.rawValue: EFBIG,
        CocoaError.fileWriteFileExists.rawValue: EEXIST, CocoaError.fileWriteOutOfSpace.rawValue: ENOSPC,
        CocoaError.fileWriteVolumeReadOnly.rawValue: EROFS, CocoaError.fileReadInvalidFileName.rawValue: EINVAL,
        CocoaError.fileWriteInvalidFileName.rawValue: EINVAL,
    ]
}
