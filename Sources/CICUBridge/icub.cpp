#include "icub.h"
#include <unicode/uversion.h>
int32_t icub_placeholder(void) { return U_ICU_VERSION_MAJOR_NUM; }
