#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>

/// ISA-L's default level-1 buffer size: a macro expression, which Swift does not import.
static const unsigned int galley_isal_level1_buffer_size = ISAL_DEF_LVL1_DEFAULT;
