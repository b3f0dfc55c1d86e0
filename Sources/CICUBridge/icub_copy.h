// Private to CICUBridge: the icub.h convention for text results (copy what fits, NUL-terminate,
// return the full length), shared by the .cpp files that are not icub.cpp.
#ifndef ICUB_COPY_H
#define ICUB_COPY_H

#include <cstdint>
#include <cstring>
#include <string>

#include <unicode/unistr.h>

inline int32_t icubCopyOut(const std::string &s, char *out, int32_t cap) {
    int32_t n = static_cast<int32_t>(s.size());
    if (out != nullptr && cap > 0) {
        int32_t k = n < cap - 1 ? n : cap - 1;
        std::memcpy(out, s.data(), static_cast<size_t>(k));
        out[k] = '\0';
    }
    return n;
}

inline int32_t icubCopyOut(const icu::UnicodeString &u, char *out, int32_t cap) {
    std::string s;
    u.toUTF8String(s);
    return icubCopyOut(s, out, cap);
}

#endif
