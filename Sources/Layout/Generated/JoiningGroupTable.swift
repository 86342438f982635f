// Generated from Unicode 15.0.0 UCD (ArabicShaping.txt) by Scripts/generate-unicode-tables; do not edit.

/// The Joining_Group property of a code point (ArabicShaping.txt).
public enum JoiningGroup: UInt8, Sendable, CaseIterable {
    /// `No_Joining_Group`
    case noJoiningGroup
    /// `AFRICAN FEH`
    case africanFeh
    /// `AFRICAN NOON`
    case africanNoon
    /// `AFRICAN QAF`
    case africanQaf
    /// `AIN`
    case ain
    /// `ALAPH`
    case alaph
    /// `ALEF`
    case alef
    /// `BEH`
    case beh
    /// `BETH`
    case beth
    /// `BURUSHASKI YEH BARREE`
    case burushaskiYehBarree
    /// `DAL`
    case dal
    /// `DALATH RISH`
    case dalathRish
    /// `E`
    case e
    /// `FARSI YEH`
    case farsiYeh
    /// `FE`
    case fe
    /// `FEH`
    case feh
    /// `FINAL SEMKATH`
    case finalSemkath
    /// `GAF`
    case gaf
    /// `GAMAL`
    case gamal
    /// `HAH`
    case hah
    /// `HANIFI ROHINGYA KINNA YA`
    case hanifiRohingyaKinnaYa
    /// `HANIFI ROHINGYA PA`
    case hanifiRohingyaPa
    /// `HE`
    case he
    /// `HEH`
    case heh
    /// `HEH GOAL`
    case hehGoal
    /// `HETH`
    case heth
    /// `KAF`
    case kaf
    /// `KAPH`
    case kaph
    /// `KHAPH`
    case khaph
    /// `KNOTTED HEH`
    case knottedHeh
    /// `LAM`
    case lam
    /// `LAMADH`
    case lamadh
    /// `MALAYALAM BHA`
    case malayalamBha
    /// `MALAYALAM JA`
    case malayalamJa
    /// `MALAYALAM LLA`
    case malayalamLla
    /// `MALAYALAM LLLA`
    case malayalamLlla
    /// `MALAYALAM NGA`
    case malayalamNga
    /// `MALAYALAM NNA`
    case malayalamNna
    /// `MALAYALAM NNNA`
    case malayalamNnna
    /// `MALAYALAM NYA`
    case malayalamNya
    /// `MALAYALAM RA`
    case malayalamRa
    /// `MALAYALAM SSA`
    case malayalamSsa
    /// `MALAYALAM TTA`
    case malayalamTta
    /// `MANICHAEAN ALEPH`
    case manichaeanAleph
    /// `MANICHAEAN AYIN`
    case manichaeanAyin
    /// `MANICHAEAN BETH`
    case manichaeanBeth
    /// `MANICHAEAN DALETH`
    case manichaeanDaleth
    /// `MANICHAEAN DHAMEDH`
    case manichaeanDhamedh
    /// `MANICHAEAN FIVE`
    case manichaeanFive
    /// `MANICHAEAN GIMEL`
    case manichaeanGimel
    /// `MANICHAEAN HETH`
    case manichaeanHeth
    /// `MANICHAEAN HUNDRED`
    case manichaeanHundred
    /// `MANICHAEAN KAPH`
    case manichaeanKaph
    /// `MANICHAEAN LAMEDH`
    case manichaeanLamedh
    /// `MANICHAEAN MEM`
    case manichaeanMem
    /// `MANICHAEAN NUN`
    case manichaeanNun
    /// `MANICHAEAN ONE`
    case manichaeanOne
    /// `MANICHAEAN PE`
    case manichaeanPe
    /// `MANICHAEAN QOPH`
    case manichaeanQoph
    /// `MANICHAEAN RESH`
    case manichaeanResh
    /// `MANICHAEAN SADHE`
    case manichaeanSadhe
    /// `MANICHAEAN SAMEKH`
    case manichaeanSamekh
    /// `MANICHAEAN TAW`
    case manichaeanTaw
    /// `MANICHAEAN TEN`
    case manichaeanTen
    /// `MANICHAEAN TETH`
    case manichaeanTeth
    /// `MANICHAEAN THAMEDH`
    case manichaeanThamedh
    /// `MANICHAEAN TWENTY`
    case manichaeanTwenty
    /// `MANICHAEAN WAW`
    case manichaeanWaw
    /// `MANICHAEAN YODH`
    case manichaeanYodh
    /// `MANICHAEAN ZAYIN`
    case manichaeanZayin
    /// `MEEM`
    case meem
    /// `MIM`
    case mim
    /// `NOON`
    case noon
    /// `NUN`
    case nun
    /// `NYA`
    case nya
    /// `PE`
    case pe
    /// `QAF`
    case qaf
    /// `QAPH`
    case qaph
    /// `REH`
    case reh
    /// `REVERSED PE`
    case reversedPe
    /// `ROHINGYA YEH`
    case rohingyaYeh
    /// `SAD`
    case sad
    /// `SADHE`
    case sadhe
    /// `SEEN`
    case seen
    /// `SEMKATH`
    case semkath
    /// `SHIN`
    case shin
    /// `STRAIGHT WAW`
    case straightWaw
    /// `SWASH KAF`
    case swashKaf
    /// `SYRIAC WAW`
    case syriacWaw
    /// `TAH`
    case tah
    /// `TAW`
    case taw
    /// `TEH MARBUTA`
    case tehMarbuta
    /// `TEH MARBUTA GOAL`
    case tehMarbutaGoal
    /// `TETH`
    case teth
    /// `THIN YEH`
    case thinYeh
    /// `VERTICAL TAIL`
    case verticalTail
    /// `WAW`
    case waw
    /// `YEH`
    case yeh
    /// `YEH BARREE`
    case yehBarree
    /// `YEH WITH TAIL`
    case yehWithTail
    /// `YUDH`
    case yudh
    /// `YUDH HE`
    case yudhHe
    /// `ZAIN`
    case zain
    /// `ZHAIN`
    case zhain
}

extension JoiningGroup {
    /// The Unicode version this table was generated from.
    public static let unicodeVersion = "15.0.0"

    /// The joining group of `scalar`.
    public init(_ scalar: Unicode.Scalar) {
        var low = 0, high = JoiningGroupTable.entries.count
        while low < high {
            let mid = (low + high) / 2
            if JoiningGroupTable.entries[mid].0 < scalar.value { low = mid + 1 } else { high = mid }
        }
        self = low < JoiningGroupTable.entries.count && JoiningGroupTable.entries[low].0 == scalar.value
            ? JoiningGroupTable.entries[low].1 : .noJoiningGroup
    }
}

enum JoiningGroupTable {
    /// (code point, joining group), sorted by code point.
    static let entries: [(UInt32, JoiningGroup)] = [
        (0x0620, .yeh),
        (0x0622, .alef),
        (0x0623, .alef),
        (0x0624, .waw),
        (0x0625, .alef),
        (0x0626, .yeh),
        (0x0627, .alef),
        (0x0628, .beh),
        (0x0629, .tehMarbuta),
        (0x062A, .beh),
        (0x062B, .beh),
        (0x062C, .hah),
        (0x062D, .hah),
        (0x062E, .hah),
        (0x062F, .dal),
        (0x0630, .dal),
        (0x0631, .reh),
        (0x0632, .reh),
        (0x0633, .seen),
        (0x0634, .seen),
        (0x0635, .sad),
        (0x0636, .sad),
        (0x0637, .tah),
        (0x0638, .tah),
        (0x0639, .ain),
        (0x063A, .ain),
        (0x063B, .gaf),
        (0x063C, .gaf),
        (0x063D, .farsiYeh),
        (0x063E, .farsiYeh),
        (0x063F, .farsiYeh),
        (0x0641, .feh),
        (0x0642, .qaf),
        (0x0643, .kaf),
        (0x0644, .lam),
        (0x0645, .meem),
        (0x0646, .noon),
        (0x0647, .heh),
        (0x0648, .waw),
        (0x0649, .yeh),
        (0x064A, .yeh),
        (0x066E, .beh),
        (0x066F, .qaf),
        (0x0671, .alef),
        (0x0672, .alef),
        (0x0673, .alef),
        (0x0675, .alef),
        (0x0676, .waw),
        (0x0677, .waw),
        (0x0678, .yeh),
        (0x0679, .beh),
        (0x067A, .beh),
        (0x067B, .beh),
        (0x067C, .beh),
        (0x067D, .beh),
        (0x067E, .beh),
        (0x067F, .beh),
        (0x0680, .beh),
        (0x0681, .hah),
        (0x0682, .hah),
        (0x0683, .hah),
        (0x0684, .hah),
        (0x0685, .hah),
        (0x0686, .hah),
        (0x0687, .hah),
        (0x0688, .dal),
        (0x0689, .dal),
        (0x068A, .dal),
        (0x068B, .dal),
        (0x068C, .dal),
        (0x068D, .dal),
        (0x068E, .dal),
        (0x068F, .dal),
        (0x0690, .dal),
        (0x0691, .reh),
        (0x0692, .reh),
        (0x0693, .reh),
        (0x0694, .reh),
        (0x0695, .reh),
        (0x0696, .reh),
        (0x0697, .reh),
        (0x0698, .reh),
        (0x0699, .reh),
        (0x069A, .seen),
        (0x069B, .seen),
        (0x069C, .seen),
        (0x069D, .sad),
        (0x069E, .sad),
        (0x069F, .tah),
        (0x06A0, .ain),
        (0x06A1, .feh),
        (0x06A2, .feh),
        (0x06A3, .feh),
        (0x06A4, .feh),
        (0x06A5, .feh),
        (0x06A6, .feh),
        (0x06A7, .qaf),
        (0x06A8, .qaf),
        (0x06A9, .gaf),
        (0x06AA, .swashKaf),
        (0x06AB, .gaf),
        (0x06AC, .kaf),
        (0x06AD, .kaf),
        (0x06AE, .kaf),
        (0x06AF, .gaf),
        (0x06B0, .gaf),
        (0x06B1, .gaf),
        (0x06B2, .gaf),
        (0x06B3, .gaf),
        (0x06B4, .gaf),
        (0x06B5, .lam),
        (0x06B6, .lam),
        (0x06B7, .lam),
        (0x06B8, .lam),
        (0x06B9, .noon),
        (0x06BA, .noon),
        (0x06BB, .noon),
        (0x06BC, .noon),
        (0x06BD, .nya),
        (0x06BE, .knottedHeh),
        (0x06BF, .hah),
        (0x06C0, .tehMarbuta),
        (0x06C1, .hehGoal),
        (0x06C2, .hehGoal),
        (0x06C3, .tehMarbutaGoal),
        (0x06C4, .waw),
        (0x06C5, .waw),
        (0x06C6, .waw),
        (0x06C7, .waw),
        (0x06C8, .waw),
        (0x06C9, .waw),
        (0x06CA, .waw),
        (0x06CB, .waw),
        (0x06CC, .farsiYeh),
        (0x06CD, .yehWithTail),
        (0x06CE, .farsiYeh),
        (0x06CF, .waw),
        (0x06D0, .yeh),
        (0x06D1, .yeh),
        (0x06D2, .yehBarree),
        (0x06D3, .yehBarree),
        (0x06D5, .tehMarbuta),
        (0x06EE, .dal),
        (0x06EF, .reh),
        (0x06FA, .seen),
        (0x06FB, .sad),
        (0x06FC, .ain),
        (0x06FF, .knottedHeh),
        (0x0710, .alaph),
        (0x0712, .beth),
        (0x0713, .gamal),
        (0x0714, .gamal),
        (0x0715, .dalathRish),
        (0x0716, .dalathRish),
        (0x0717, .he),
        (0x0718, .syriacWaw),
        (0x0719, .zain),
        (0x071A, .heth),
        (0x071B, .teth),
        (0x071C, .teth),
        (0x071D, .yudh),
        (0x071E, .yudhHe),
        (0x071F, .kaph),
        (0x0720, .lamadh),
        (0x0721, .mim),
        (0x0722, .nun),
        (0x0723, .semkath),
        (0x0724, .finalSemkath),
        (0x0725, .e),
        (0x0726, .pe),
        (0x0727, .reversedPe),
        (0x0728, .sadhe),
        (0x0729, .qaph),
        (0x072A, .dalathRish),
        (0x072B, .shin),
        (0x072C, .taw),
        (0x072D, .beth),
        (0x072E, .gamal),
        (0x072F, .dalathRish),
        (0x074D, .zhain),
        (0x074E, .khaph),
        (0x074F, .fe),
        (0x0750, .beh),
        (0x0751, .beh),
        (0x0752, .beh),
        (0x0753, .beh),
        (0x0754, .beh),
        (0x0755, .beh),
        (0x0756, .beh),
        (0x0757, .hah),
        (0x0758, .hah),
        (0x0759, .dal),
        (0x075A, .dal),
        (0x075B, .reh),
        (0x075C, .seen),
        (0x075D, .ain),
        (0x075E, .ain),
        (0x075F, .ain),
        (0x0760, .feh),
        (0x0761, .feh),
        (0x0762, .gaf),
        (0x0763, .gaf),
        (0x0764, .gaf),
        (0x0765, .meem),
        (0x0766, .meem),
        (0x0767, .noon),
        (0x0768, .noon),
        (0x0769, .noon),
        (0x076A, .lam),
        (0x076B, .reh),
        (0x076C, .reh),
        (0x076D, .seen),
        (0x076E, .hah),
        (0x076F, .hah),
        (0x0770, .seen),
        (0x0771, .reh),
        (0x0772, .hah),
        (0x0773, .alef),
        (0x0774, .alef),
        (0x0775, .farsiYeh),
        (0x0776, .farsiYeh),
        (0x0777, .yeh),
        (0x0778, .waw),
        (0x0779, .waw),
        (0x077A, .burushaskiYehBarree),
        (0x077B, .burushaskiYehBarree),
        (0x077C, .hah),
        (0x077D, .seen),
        (0x077E, .seen),
        (0x077F, .kaf),
        (0x0860, .malayalamNga),
        (0x0861, .malayalamJa),
        (0x0862, .malayalamNya),
        (0x0863, .malayalamTta),
        (0x0864, .malayalamNna),
        (0x0865, .malayalamNnna),
        (0x0866, .malayalamBha),
        (0x0867, .malayalamRa),
        (0x0868, .malayalamLla),
        (0x0869, .malayalamLlla),
        (0x086A, .malayalamSsa),
        (0x0870, .alef),
        (0x0871, .alef),
        (0x0872, .alef),
        (0x0873, .alef),
        (0x0874, .alef),
        (0x0875, .alef),
        (0x0876, .alef),
        (0x0877, .alef),
        (0x0878, .alef),
        (0x0879, .alef),
        (0x087A, .alef),
        (0x087B, .alef),
        (0x087C, .alef),
        (0x087D, .alef),
        (0x087E, .alef),
        (0x087F, .alef),
        (0x0880, .alef),
        (0x0881, .alef),
        (0x0882, .alef),
        (0x0886, .thinYeh),
        (0x0889, .noon),
        (0x088A, .hah),
        (0x088B, .tah),
        (0x088C, .tah),
        (0x088D, .gaf),
        (0x088E, .verticalTail),
        (0x08A0, .beh),
        (0x08A1, .beh),
        (0x08A2, .hah),
        (0x08A3, .tah),
        (0x08A4, .feh),
        (0x08A5, .qaf),
        (0x08A6, .lam),
        (0x08A7, .meem),
        (0x08A8, .yeh),
        (0x08A9, .yeh),
        (0x08AA, .reh),
        (0x08AB, .waw),
        (0x08AC, .rohingyaYeh),
        (0x08AE, .dal),
        (0x08AF, .sad),
        (0x08B0, .gaf),
        (0x08B1, .straightWaw),
        (0x08B2, .reh),
        (0x08B3, .ain),
        (0x08B4, .kaf),
        (0x08B5, .qaf),
        (0x08B6, .beh),
        (0x08B7, .beh),
        (0x08B8, .beh),
        (0x08B9, .reh),
        (0x08BA, .yeh),
        (0x08BB, .africanFeh),
        (0x08BC, .africanQaf),
        (0x08BD, .africanNoon),
        (0x08BE, .beh),
        (0x08BF, .beh),
        (0x08C0, .beh),
        (0x08C1, .hah),
        (0x08C2, .gaf),
        (0x08C3, .ain),
        (0x08C4, .africanQaf),
        (0x08C5, .hah),
        (0x08C6, .hah),
        (0x08C7, .lam),
        (0x08C8, .gaf),
        (0x10AC0, .manichaeanAleph),
        (0x10AC1, .manichaeanBeth),
        (0x10AC2, .manichaeanBeth),
        (0x10AC3, .manichaeanGimel),
        (0x10AC4, .manichaeanGimel),
        (0x10AC5, .manichaeanDaleth),
        (0x10AC7, .manichaeanWaw),
        (0x10AC9, .manichaeanZayin),
        (0x10ACA, .manichaeanZayin),
        (0x10ACD, .manichaeanHeth),
        (0x10ACE, .manichaeanTeth),
        (0x10ACF, .manichaeanYodh),
        (0x10AD0, .manichaeanKaph),
        (0x10AD1, .manichaeanKaph),
        (0x10AD2, .manichaeanKaph),
        (0x10AD3, .manichaeanLamedh),
        (0x10AD4, .manichaeanDhamedh),
        (0x10AD5, .manichaeanThamedh),
        (0x10AD6, .manichaeanMem),
        (0x10AD7, .manichaeanNun),
        (0x10AD8, .manichaeanSamekh),
        (0x10AD9, .manichaeanAyin),
        (0x10ADA, .manichaeanAyin),
        (0x10ADB, .manichaeanPe),
        (0x10ADC, .manichaeanPe),
        (0x10ADD, .manichaeanSadhe),
        (0x10ADE, .manichaeanQoph),
        (0x10ADF, .manichaeanQoph),
        (0x10AE0, .manichaeanQoph),
        (0x10AE1, .manichaeanResh),
        (0x10AE4, .manichaeanTaw),
        (0x10AEB, .manichaeanOne),
        (0x10AEC, .manichaeanFive),
        (0x10AED, .manichaeanTen),
        (0x10AEE, .manichaeanTwenty),
        (0x10AEF, .manichaeanHundred),
        (0x10D02, .hanifiRohingyaPa),
        (0x10D09, .hanifiRohingyaPa),
        (0x10D19, .hanifiRohingyaKinnaYa),
        (0x10D1C, .hanifiRohingyaPa),
        (0x10D1E, .hanifiRohingyaKinnaYa),
        (0x10D20, .hanifiRohingyaKinnaYa),
        (0x10D23, .hanifiRohingyaKinnaYa),
    ]
}
