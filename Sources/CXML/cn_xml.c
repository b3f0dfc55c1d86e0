#include "cn_xml.h"
#include <libxml/xmlreader.h>
int32_t cn_xml_placeholder(void) { return LIBXML_VERSION; }
