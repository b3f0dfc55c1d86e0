/* cn_xml: a small, secure wrapper over libxml2's SAX2 push parser that hands out events in batches.
 *
 * Swift must never see libxml2's headers (they include system ICU, which clashes with
 * Foundation's private ICU), so this header uses only stdint types and opaque structs.
 *
 * The caller pushes the document in chunks; each push parses the chunk and queues its events, which
 * cn_reader_next hands out one by one. Names, attribute values and text are UTF-8 and are NOT
 * NUL-terminated except attribute values (which are); everything an event points to stays valid
 * until the next cn_reader_push or cn_reader_free, so a caller that wants to keep text copies it.
 */
#ifndef CN_XML_H
#define CN_XML_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A push parser with its queue of events and its collected libxml2 errors. */
typedef struct cn_reader cn_reader;

/** Event kinds. */
enum {
    CN_EVENT_START = 1,
    /** The end of an element that has content (an empty element's START says it is empty instead). */
    CN_EVENT_END = 2,
    /** Character data (CDATA included); consecutive pieces are merged within one push, and white
     *  space that only separates tags is dropped. Text longer than one push comes as several events. */
    CN_EVENT_TEXT = 3,
    /** A `<!DOCTYPE …>`, reported once its internal subset was read (nothing in it is kept or used). */
    CN_EVENT_DOCTYPE = 4,
    /** An entity reference libxml2 left unexpanded. */
    CN_EVENT_ENTITY_REFERENCE = 5
};

/** One attribute of a start tag (namespace declarations are not attributes and are not reported). */
typedef struct {
    const uint8_t *name;
    int32_t name_length;
    /** NULL for attributes in no namespace. */
    const uint8_t *namespace_uri;
    int32_t namespace_length;
    /** Entity and character references resolved; NUL-terminated. */
    const uint8_t *value;
    int32_t value_length;
} cn_attribute;

/** One event. `name` is an element's local name (START) or an entity's name (ENTITY_REFERENCE);
 *  names are interned by libxml2, so one name has one address for the whole document. */
typedef struct {
    int32_t kind;
    int32_t attribute_count;
    const uint8_t *name;
    int32_t name_length;
    int32_t namespace_length;
    /** The element's namespace URI, NULL when it has none. */
    const uint8_t *namespace_uri;
    const cn_attribute *attributes;
    const uint8_t *text;
    int64_t text_length;
    /** The source line libxml2 was on when it reported the event (for a start tag, where the tag ends). */
    int64_t line;
    /** Bytes of the document parsed when the event was reported (for text, where it starts): for estimates. */
    int64_t byte_offset;
    /** DOCTYPE: 1 when the internal subset declares entities (general or parameter). */
    int32_t declares_entities;
    /** START: 1 when the element has no content; no END event follows it then (one event per `<point/>`). */
    int32_t is_empty;
} cn_event;

/** Creates a parser for a document that errors name `url`. NULL when out of memory. */
cn_reader *cn_reader_create(const char *url);

/** Frees the parser and everything it handed out. Accepts NULL. */
void cn_reader_free(cn_reader *reader);

/** Parses the next `length` bytes of the document (`terminate` = 1 with the last, possibly empty, chunk).
 *  Events left from the previous push must have been taken. Returns 0, or -1 once parsing stopped on an
 *  error (the events before the error are still queued). */
int32_t cn_reader_push(cn_reader *reader, const uint8_t *bytes, int64_t length, int32_t terminate);

/** The next queued event, or NULL when the queue is empty (push more, or the document ended or failed).
 *  The returned event is valid until the next call on the reader. */
const cn_event *cn_reader_next(cn_reader *reader);

/** 1 once an error stopped the parsing (after the events before it were taken), else 0. */
int32_t cn_reader_failed(cn_reader *reader);

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
