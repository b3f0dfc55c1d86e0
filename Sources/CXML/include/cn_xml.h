/* cn_xml: a small, secure wrapper over libxml2's streaming xmlTextReader.
 *
 * Swift must never see libxml2's headers (they include system ICU, which clashes with
 * Foundation's private ICU), so this header uses only stdint types and an opaque struct.
 * Every string returned as `const char *` is UTF-8, owned by the reader, and valid only
 * until the next call on the same reader: copy it at once.
 */
#ifndef CN_XML_H
#define CN_XML_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** An open streaming reader with its collected libxml2 errors. */
typedef struct cn_reader cn_reader;

/** Node types, equal to libxml2's xmlReaderTypes. */
enum {
    CN_NODE_NONE = 0,
    CN_NODE_ELEMENT = 1,
    CN_NODE_ATTRIBUTE = 2,
    CN_NODE_TEXT = 3,
    CN_NODE_CDATA = 4,
    CN_NODE_ENTITY_REFERENCE = 5,
    CN_NODE_ENTITY = 6,
    CN_NODE_PROCESSING_INSTRUCTION = 7,
    CN_NODE_COMMENT = 8,
    CN_NODE_DOCUMENT = 9,
    CN_NODE_DOCUMENT_TYPE = 10,
    CN_NODE_DOCUMENT_FRAGMENT = 11,
    CN_NODE_NOTATION = 12,
    CN_NODE_WHITESPACE = 13,
    CN_NODE_SIGNIFICANT_WHITESPACE = 14,
    CN_NODE_END_ELEMENT = 15,
    CN_NODE_END_ENTITY = 16,
    CN_NODE_XML_DECLARATION = 17
};

/** Reads from an open file descriptor, which the caller closes after cn_reader_free. `url` names it in
 *  errors. Preferred over a path: libxml2 then never interprets the name ("-", URIs, compression). */
cn_reader *cn_reader_open_fd(int32_t fd, const char *url);

/** Opens an in-memory document; `bytes` must stay valid until cn_reader_free. `url` names it in errors. */
cn_reader *cn_reader_open_memory(const uint8_t *bytes, int64_t length, const char *url);

/** Frees the reader and everything it returned. Accepts NULL. */
void cn_reader_free(cn_reader *reader);

/** Advances to the next node: 1 when positioned on a node, 0 at the end, -1 on an error. */
int32_t cn_reader_read(cn_reader *reader);

/** The CN_NODE_* type of the current node. */
int32_t cn_reader_node_type(cn_reader *reader);

/** The local name of the current node (no prefix), or NULL. */
const char *cn_reader_local_name(cn_reader *reader);

/** The namespace URI of the current node, or NULL when it has none. */
const char *cn_reader_namespace_uri(cn_reader *reader);

/** 1 when the current element is written as an empty tag (`<a/>`), else 0. */
int32_t cn_reader_is_empty_element(cn_reader *reader);

/** The text of the current text, CDATA or whitespace node, or NULL. */
const char *cn_reader_value(cn_reader *reader);

/** Steps through the current element's attributes: on 1, the out-pointers hold the next one
 *  (namespace_uri NULL for plain attributes); on 0 there are no more and the reader is back on
 *  the element. Namespace declarations (xmlns, xmlns:p) are reported with the xmlns namespace URI. */
int32_t cn_reader_next_attribute(cn_reader *reader, const char **local_name,
                                 const char **namespace_uri, const char **value);

/** The source line of the current node (libxml2's xmlGetLineNo), or -1 when unknown. */
int64_t cn_reader_line(cn_reader *reader);

/** On a CN_NODE_DOCUMENT_TYPE node: 1 when the document type declares entities
 *  (internal or parameter), else 0. Nothing is ever expanded or loaded. */
int32_t cn_reader_doctype_declares_entities(cn_reader *reader);

/** Number of libxml2 errors and warnings collected so far (at most 1000 are kept). */
int32_t cn_reader_error_count(cn_reader *reader);

/** The message of collected error `index`, without the trailing newline. */
const char *cn_reader_error_message(cn_reader *reader, int32_t index);

/** The line of collected error `index` (0 when libxml2 gave none). */
int64_t cn_reader_error_line(cn_reader *reader, int32_t index);

/** The column of collected error `index` (0 when libxml2 gave none). */
int64_t cn_reader_error_column(cn_reader *reader, int32_t index);

/** The severity of collected error `index`: 1 warning, 2 error, 3 fatal. */
int32_t cn_reader_error_level(cn_reader *reader, int32_t index);

/** The libxml2 version the wrapper was built against, e.g. "20914" (xmlParserVersion is a macro). */
const char *cn_libxml_version(void);

#ifdef __cplusplus
}
#endif

#endif /* CN_XML_H */
