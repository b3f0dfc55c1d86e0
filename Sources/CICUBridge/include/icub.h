#ifndef ICUB_H
#define ICUB_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
int32_t icub_placeholder(void);
#ifdef __cplusplus
}
#endif
#endif
