#ifndef CN_XML_H
#define CN_XML_H
#include <stdint.h>
int32_t cn_xml_placeholder(void);
#endif
