// The only file that includes libxml2. Secure options are fixed here so no caller can loosen them.
//
// Why SAX2 push and not xmlTextReader: a C program reading 1M <point>s with the reader's options
// runs at ×1.45 `xmllint --stream`, the same work through SAX2 push at ×0.72 (docs/performance.md).
// Events are queued per pushed chunk so the Swift side can still read the document as a pull stream.
#include "cn_xml.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// No XML_PARSE_NOENT (entities stay unexpanded references), no XML_PARSE_DTDLOAD or
// XML_PARSE_DTDATTR (nothing outside the document is read), never XML_PARSE_HUGE (keeps
// libxml2's size and depth limits). Our own SAX handler never records an entity declaration nor
// resolves an external entity, so nothing could be expanded even if a caller tried.
static const int cn_parse_options = XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;

enum { CN_MAX_ERRORS = 1000 };

// The most attributes one element may have. A descriptor element needs a handful; libxml2 2.9 checks
// each new attribute against all earlier ones, so 300,000 on one element took 20 s before it said anything.
enum { CN_MAX_ATTRIBUTES = 64 };

// Where the attribute scan (cn_scan_attributes) is, carried from one pushed chunk to the next.
enum { CN_SCAN_TEXT, CN_SCAN_AFTER_LT, CN_SCAN_TAG, CN_SCAN_QUOTED, CN_SCAN_MARKUP };

typedef struct {
    char *message;
    int64_t line;
    int64_t column;
    int32_t level;
} cn_error;

// Events are recorded with offsets into the arena (which may move while it grows) and turned into
// pointers only when handed out.
typedef struct {
    int32_t kind;
    int32_t attribute_count;
    const xmlChar *name;  // interned by the parser's dictionary (start tags), or NULL
    int64_t name_offset;  // in the arena when name is NULL (entity references)
    int32_t name_length;
    int32_t namespace_length;
    int64_t namespace_offset;  // -1 when none
    int64_t first_attribute;
    int64_t text_offset;
    int64_t text_length;
    int64_t line;
    int64_t byte_offset;
    int32_t declares_entities;
    int32_t text_is_blank;
    int32_t is_empty;
} cn_record;

typedef struct {
    const xmlChar *name;
    int32_t name_length;
    int32_t namespace_length;
    int64_t namespace_offset;  // -1 when none
    int64_t value_offset;
    int32_t value_length;
} cn_attribute_record;

struct cn_reader {
    xmlParserCtxtPtr ctxt;
    xmlSAXHandler sax;
    cn_error *errors;
    int32_t error_count;
    int32_t error_capacity;

    cn_record *records;
    int64_t record_count;
    int64_t record_capacity;
    int64_t cursor;
    /// Records at and after this index came after an error: never handed out (-1: no error yet).
    int64_t stop_at;
    int32_t memory_failed;
    int32_t entity_declarations;

    cn_attribute_record *attribute_records;
    int64_t attribute_count;
    int64_t attribute_capacity;

    uint8_t *arena;
    int64_t arena_length;
    int64_t arena_capacity;

    cn_event event;
    cn_attribute *attributes;
    int32_t attributes_capacity;

    // The attribute scan: its state, the quote it is inside, the attributes of the current start tag, and
    // the line and column of the next byte.
    int32_t scan_state;
    uint8_t scan_quote;
    int32_t scan_attributes;
    int64_t scan_line;
    int64_t scan_column;

    // Names are interned by the parser's dictionary: the last few lengths are remembered by address.
    const xmlChar *name_address[4];
    int32_t name_length[4];
    int32_t name_next;
};

static pthread_once_t cn_init_once = PTHREAD_ONCE_INIT;
static void cn_init(void) { xmlInitParser(); }

// MARK: Errors

static void cn_add_error(cn_reader *r, const char *text, int64_t line, int64_t column, int32_t level);

static void cn_collect_error(void *user_data, xmlErrorPtr error) {
    cn_reader *r = (cn_reader *)user_data;
    if (r == NULL || error == NULL) return;
    // After a fatal error libxml2 calls no more handlers; other errors (an undeclared namespace prefix) let it go on.
    if (error->level == XML_ERR_FATAL && r->stop_at < 0) r->stop_at = r->record_count;
    cn_add_error(r, error->message != NULL ? error->message : "unknown XML error", error->line, error->int2, (int32_t)error->level);
}

static void cn_add_error(cn_reader *r, const char *text, int64_t line, int64_t column, int32_t level) {
    if (r->error_count >= CN_MAX_ERRORS) return;
    if (r->error_count == r->error_capacity) {
        int32_t capacity = r->error_capacity == 0 ? 8 : r->error_capacity * 2;
        cn_error *grown = realloc(r->errors, (size_t)capacity * sizeof(cn_error));
        if (grown == NULL) return;
        r->errors = grown;
        r->error_capacity = capacity;
    }
    size_t length = strlen(text);
    while (length > 0 && (text[length - 1] == '\n' || text[length - 1] == '\r' || text[length - 1] == ' ')) length--;
    char *copy = malloc(length + 1);
    if (copy == NULL) return;
    memcpy(copy, text, length);
    copy[length] = '\0';
    cn_error *slot = &r->errors[r->error_count++];
    slot->message = copy;
    slot->line = line;
    slot->column = column;
    slot->level = level;
}

// A cheap pass over each chunk before libxml2 sees it: counts the `=` outside quotes of every start tag and
// returns the offset of the `<` of the first tag with more than CN_MAX_ATTRIBUTES (0 when that tag began in
// an earlier chunk), after recording the error at its last allowed attribute's successor; -1 when none.
// Comments, CDATA, processing instructions and the DOCTYPE (`<!`, `<?`) are not counted. NUL bytes are
// skipped so that UTF-16 markup is scanned like UTF-8.
static int64_t cn_scan_attributes(cn_reader *r, const uint8_t *bytes, int64_t length) {
    int32_t state = r->scan_state, count = r->scan_attributes;
    uint8_t quote = r->scan_quote;
    int64_t line = r->scan_line, column = r->scan_column, tag_start = 0;
    int64_t found = -1;
    for (int64_t i = 0; i < length; i++) {
        uint8_t c = bytes[i];
        if (c == 0) continue;
        switch (state) {
        case CN_SCAN_TEXT:
            if (c == '<') { state = CN_SCAN_AFTER_LT; tag_start = i; }
            break;
        case CN_SCAN_AFTER_LT:
            state = (c == '!' || c == '?') ? CN_SCAN_MARKUP : (c == '/' ? CN_SCAN_MARKUP : CN_SCAN_TAG);
            count = 0;
            break;
        case CN_SCAN_TAG:
            if (c == '"' || c == '\'') { state = CN_SCAN_QUOTED; quote = c; }
            else if (c == '>') state = CN_SCAN_TEXT;
            else if (c == '<') { state = CN_SCAN_AFTER_LT; tag_start = i; }
            else if (c == '=' && ++count > CN_MAX_ATTRIBUTES) found = i;
            break;
        case CN_SCAN_QUOTED:
            if (c == quote) state = CN_SCAN_TAG;
            break;
        default:  // CN_SCAN_MARKUP: up to the next `>` (a `>` inside a comment ends it early, which only stops counting)
            if (c == '>') state = CN_SCAN_TEXT;
            break;
        }
        if (found >= 0) {
            char message[160];
            snprintf(message, sizeof message,
                     "an element has more than %d attributes; no descriptor element needs more than a few", CN_MAX_ATTRIBUTES);
            cn_add_error(r, message, line, column, XML_ERR_FATAL);
            return tag_start;
        }
        if (c == '\n') { line++; column = 1; } else if ((c & 0xC0) != 0x80) column++;
    }
    r->scan_state = state;
    r->scan_quote = quote;
    r->scan_attributes = count;
    r->scan_line = line;
    r->scan_column = column;
    return -1;
}

// Errors raised outside the parser context (encoding conversion, memory) go to the thread's global
// structured handler, so it points at this reader while libxml2 runs: once per pushed chunk.
typedef struct {
    xmlStructuredErrorFunc handler;
    void *context;
} cn_saved_handler;

static cn_saved_handler cn_push_handler(cn_reader *r) {
    cn_saved_handler saved = { xmlStructuredError, xmlStructuredErrorContext };
    xmlSetStructuredErrorFunc(r, cn_collect_error);
    return saved;
}

static void cn_pop_handler(cn_saved_handler saved) { xmlSetStructuredErrorFunc(saved.context, saved.handler); }

// MARK: Storage

static int cn_grow(void **buffer, int64_t *capacity, int64_t needed, size_t element) {
    if (needed <= *capacity) return 1;
    int64_t grown = *capacity < 64 ? 64 : *capacity;
    while (grown < needed) grown *= 2;
    void *moved = realloc(*buffer, (size_t)grown * element);
    if (moved == NULL) return 0;
    *buffer = moved;
    *capacity = grown;
    return 1;
}

static void cn_out_of_memory(cn_reader *r) {
    r->memory_failed = 1;
    if (r->stop_at < 0) r->stop_at = r->record_count;
    xmlStopParser(r->ctxt);
}

/// Copies bytes into the arena (NUL-terminated); returns the offset, or -1 when out of memory.
static int64_t cn_store(cn_reader *r, const xmlChar *bytes, int64_t length) {
    if (!cn_grow((void **)&r->arena, &r->arena_capacity, r->arena_length + length + 1, 1)) {
        cn_out_of_memory(r);
        return -1;
    }
    int64_t offset = r->arena_length;
    if (length > 0) memcpy(r->arena + offset, bytes, (size_t)length);
    r->arena[offset + length] = 0;
    r->arena_length += length + 1;
    return offset;
}

static cn_record *cn_append(cn_reader *r, int32_t kind) {
    if (!cn_grow((void **)&r->records, &r->record_capacity, r->record_count + 1, sizeof(cn_record))) {
        cn_out_of_memory(r);
        return NULL;
    }
    cn_record *record = &r->records[r->record_count++];
    memset(record, 0, sizeof *record);
    record->kind = kind;
    record->namespace_offset = -1;
    xmlParserInputPtr input = r->ctxt != NULL ? r->ctxt->input : NULL;
    if (input != NULL) {
        record->line = input->line;
        record->byte_offset = (int64_t)input->consumed + (input->cur - input->base);
    }
    return record;
}

/// White space between tags says nothing; dropping it here saves an event per element.
static void cn_drop_blank_text(cn_reader *r) {
    if (r->record_count > r->cursor && r->record_count > 0) {
        cn_record *last = &r->records[r->record_count - 1];
        if (last->kind == CN_EVENT_TEXT && last->text_is_blank && r->stop_at < 0) {
            r->arena_length = last->text_offset;
            r->record_count--;
        }
    }
}

static int cn_is_blank(const xmlChar *bytes, int length) {
    for (int i = 0; i < length; i++) {
        xmlChar b = bytes[i];
        if (b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D) return 0;
    }
    return 1;
}

static int32_t cn_name_length(cn_reader *r, const xmlChar *name) {
    for (int i = 0; i < 4; i++) if (r->name_address[i] == name) return r->name_length[i];
    int32_t length = (int32_t)strlen((const char *)name);
    r->name_address[r->name_next] = name;
    r->name_length[r->name_next] = length;
    r->name_next = (r->name_next + 1) & 3;
    return length;
}

// MARK: SAX callbacks

static void cn_start_element(void *context, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                             int namespace_count, const xmlChar **namespaces, int attribute_count, int defaulted,
                             const xmlChar **attributes) {
    (void)namespace_count; (void)namespaces; (void)defaulted;
    cn_reader *r = (cn_reader *)context;
    cn_drop_blank_text(r);
    cn_record *record = cn_append(r, CN_EVENT_START);
    if (record == NULL) return;
    // An undeclared prefix (already reported) stays part of the name, as in libxml2's own tree builder.
    if (prefix != NULL && uri == NULL) {
        const xmlChar *qualified = xmlDictQLookup(r->ctxt->dict, prefix, local_name);
        if (qualified != NULL) local_name = qualified;
    }
    record->name = local_name;
    record->name_length = cn_name_length(r, local_name);
    if (uri != NULL) {
        int32_t length = (int32_t)strlen((const char *)uri);
        record->namespace_offset = cn_store(r, uri, length);
        record->namespace_length = length;
    }
    record->first_attribute = r->attribute_count;
    record->attribute_count = attribute_count;
    if (attribute_count == 0) return;
    if (!cn_grow((void **)&r->attribute_records, &r->attribute_capacity, r->attribute_count + attribute_count,
                 sizeof(cn_attribute_record))) {
        cn_out_of_memory(r);
        return;
    }
    for (int i = 0; i < attribute_count; i++) {
        const xmlChar **a = &attributes[i * 5];  // local name, prefix, URI, value, end of value
        cn_attribute_record *slot = &r->attribute_records[r->attribute_count++];
        slot->name = a[0];
        if (a[1] != NULL && a[2] == NULL) {
            const xmlChar *qualified = xmlDictQLookup(r->ctxt->dict, a[1], a[0]);
            if (qualified != NULL) slot->name = qualified;
        }
        slot->name_length = cn_name_length(r, slot->name);
        slot->namespace_offset = -1;
        slot->namespace_length = 0;
        if (a[2] != NULL) {
            int32_t length = (int32_t)strlen((const char *)a[2]);
            slot->namespace_offset = cn_store(r, a[2], length);
            slot->namespace_length = length;
        }
        // Copied byte by byte (values are short): without entity replacement libxml2 hands over a literal
        // "&" as "&#38;" (for a later tree builder to decode); the format has no other entities, so this is
        // the only one to undo.
        int64_t length = a[4] - a[3];
        if (!cn_grow((void **)&r->arena, &r->arena_capacity, r->arena_length + length + 1, 1)) {
            cn_out_of_memory(r);
            return;
        }
        int64_t offset = r->arena_length;
        uint8_t *out = r->arena + offset;
        const xmlChar *in = a[3];
        int64_t written = 0;
        for (int64_t k = 0; k < length; k++) {
            out[written++] = in[k];
            if (in[k] == '&' && k + 4 < length && memcmp(in + k, "&#38;", 5) == 0) k += 4;
        }
        out[written] = 0;
        r->arena_length += written + 1;
        length = written;
        slot->value_offset = offset;
        slot->value_length = (int32_t)length;
    }
}

static void cn_end_element(void *context, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri) {
    (void)local_name; (void)prefix; (void)uri;
    cn_reader *r = (cn_reader *)context;
    cn_drop_blank_text(r);
    if (r->record_count > r->cursor && r->stop_at < 0) {
        cn_record *last = &r->records[r->record_count - 1];
        if (last->kind == CN_EVENT_START && !last->is_empty) {
            last->is_empty = 1;
            return;
        }
    }
    cn_append(r, CN_EVENT_END);
}

static void cn_characters(void *context, const xmlChar *bytes, int length) {
    cn_reader *r = (cn_reader *)context;
    if (length <= 0) return;
    int blank = cn_is_blank(bytes, length);
    if (r->record_count > r->cursor) {
        cn_record *last = &r->records[r->record_count - 1];
        // Extend the last text while nothing follows it in the arena.
        if (last->kind == CN_EVENT_TEXT && last->text_offset + last->text_length + 1 == r->arena_length && r->stop_at < 0) {
            if (!cn_grow((void **)&r->arena, &r->arena_capacity, r->arena_length + length, 1)) {
                cn_out_of_memory(r);
                return;
            }
            memcpy(r->arena + r->arena_length - 1, bytes, (size_t)length);
            r->arena_length += length;
            r->arena[r->arena_length - 1] = 0;
            last->text_length += length;
            last->text_is_blank = last->text_is_blank && blank;
            return;
        }
    }
    cn_record *record = cn_append(r, CN_EVENT_TEXT);
    if (record == NULL) return;
    int64_t offset = cn_store(r, bytes, length);
    if (offset < 0) return;
    record->text_offset = offset;
    record->text_length = length;
    record->text_is_blank = blank;
    // Estimates want where the piece starts. libxml2 hands most text over straight from its input buffer,
    // before it moves past it: then the piece's own address says where it lies. Text it copied first (lines
    // with non-ASCII bytes) is handed over once the parser is past it.
    xmlParserInputPtr input = r->ctxt != NULL ? r->ctxt->input : NULL;
    if (input != NULL && input->base != NULL && bytes >= input->base && bytes + length <= input->end) {
        record->byte_offset = (int64_t)input->consumed + (bytes - input->base);
    } else {
        record->byte_offset -= length;
    }
}

static void cn_reference(void *context, const xmlChar *name) {
    cn_reader *r = (cn_reader *)context;
    cn_record *record = cn_append(r, CN_EVENT_ENTITY_REFERENCE);
    if (record == NULL) return;
    int32_t length = (int32_t)strlen((const char *)name);
    record->name_offset = cn_store(r, name, length);
    record->name_length = length;
}

static void cn_entity_declaration(void *context, const xmlChar *name, int type, const xmlChar *public_id,
                                  const xmlChar *system_id, xmlChar *content) {
    (void)name; (void)type; (void)public_id; (void)system_id; (void)content;
    ((cn_reader *)context)->entity_declarations++;  // counted, never recorded: nothing can be expanded
}

// Called once the DOCTYPE (with its internal subset, if any) has been read. The format forbids it, so
// parsing stops here: nothing after a DOCTYPE is ever read (no undefined-entity noise either).
static void cn_external_subset(void *context, const xmlChar *name, const xmlChar *external_id, const xmlChar *system_id) {
    (void)name; (void)external_id; (void)system_id;
    cn_reader *r = (cn_reader *)context;
    cn_record *record = cn_append(r, CN_EVENT_DOCTYPE);
    if (record != NULL) record->declares_entities = r->entity_declarations > 0;
    xmlStopParser(r->ctxt);
}

// MARK: API

cn_reader *cn_reader_create(const char *url) {
    pthread_once(&cn_init_once, cn_init);
    cn_reader *r = calloc(1, sizeof(cn_reader));
    if (r == NULL) return NULL;
    r->stop_at = -1;
    r->scan_line = 1;
    r->scan_column = 1;
    r->sax.initialized = XML_SAX2_MAGIC;
    r->sax.startElementNs = cn_start_element;
    r->sax.endElementNs = cn_end_element;
    r->sax.characters = cn_characters;
    r->sax.ignorableWhitespace = cn_characters;
    r->sax.cdataBlock = cn_characters;
    r->sax.reference = cn_reference;
    r->sax.entityDecl = cn_entity_declaration;
    r->sax.externalSubset = cn_external_subset;
    r->sax.serror = cn_collect_error;  // every error raised with the parser context: installed once
    cn_saved_handler saved = cn_push_handler(r);
    r->ctxt = xmlCreatePushParserCtxt(&r->sax, r, NULL, 0, url);
    if (r->ctxt != NULL) xmlCtxtUseOptions(r->ctxt, cn_parse_options);
    cn_pop_handler(saved);
    if (r->ctxt == NULL) {
        cn_reader_free(r);
        return NULL;
    }
    return r;
}

void cn_reader_free(cn_reader *r) {
    if (r == NULL) return;
    if (r->ctxt != NULL) {
        cn_saved_handler saved = cn_push_handler(r);
        // libxml2 makes a document to hold the entities an internal subset declares; the context does not free it.
        if (r->ctxt->myDoc != NULL) xmlFreeDoc(r->ctxt->myDoc);
        xmlFreeParserCtxt(r->ctxt);
        cn_pop_handler(saved);
    }
    for (int32_t i = 0; i < r->error_count; i++) free(r->errors[i].message);
    free(r->errors);
    free(r->records);
    free(r->attribute_records);
    free(r->arena);
    free(r->attributes);
    free(r);
}

int32_t cn_reader_push(cn_reader *r, const uint8_t *bytes, int64_t length, int32_t terminate) {
    r->record_count = 0;
    r->cursor = 0;
    r->attribute_count = 0;
    r->arena_length = 0;
    if (r->stop_at >= 0) {  // stopped by an earlier error: nothing more is parsed or handed out
        r->stop_at = 0;
        return -1;
    }
    // A tag with too many attributes: what comes before it is parsed, then the reading stops on the error.
    int64_t too_many = cn_scan_attributes(r, bytes, length);
    if (too_many >= 0) {
        length = too_many;
        terminate = 0;
    }
    cn_saved_handler saved = cn_push_handler(r);
    while (length > 0 || terminate) {
        int piece = length > (1 << 30) ? (1 << 30) : (int)length;
        int last = terminate && piece == length;
        xmlParseChunk(r->ctxt, (const char *)bytes, piece, last);
        bytes += piece;
        length -= piece;
        if (last || r->stop_at >= 0) break;
    }
    cn_pop_handler(saved);
    if (too_many >= 0 && r->stop_at < 0) r->stop_at = r->record_count;
    return r->stop_at >= 0 ? -1 : 0;
}

const cn_event *cn_reader_next(cn_reader *r) {
    if (r->cursor >= r->record_count || (r->stop_at >= 0 && r->cursor >= r->stop_at)) return NULL;
    const cn_record *record = &r->records[r->cursor++];
    cn_event *e = &r->event;
    e->kind = record->kind;
    e->line = record->line;
    e->byte_offset = record->byte_offset;
    e->attribute_count = 0;
    e->attributes = NULL;
    e->namespace_uri = record->namespace_offset >= 0 ? r->arena + record->namespace_offset : NULL;
    e->namespace_length = record->namespace_length;
    e->name = record->name != NULL ? record->name : (record->kind == CN_EVENT_ENTITY_REFERENCE ? r->arena + record->name_offset : NULL);
    e->name_length = record->name_length;
    e->text = record->kind == CN_EVENT_TEXT ? r->arena + record->text_offset : NULL;
    e->text_length = record->text_length;
    e->declares_entities = record->declares_entities;
    e->is_empty = record->is_empty;
    if (record->kind == CN_EVENT_START && record->attribute_count > 0) {
        if (record->attribute_count > r->attributes_capacity) {
            cn_attribute *grown = realloc(r->attributes, (size_t)record->attribute_count * sizeof(cn_attribute));
            if (grown == NULL) {
                r->memory_failed = 1;
                r->stop_at = r->cursor - 1;
                return NULL;
            }
            r->attributes = grown;
            r->attributes_capacity = record->attribute_count;
        }
        for (int32_t i = 0; i < record->attribute_count; i++) {
            const cn_attribute_record *a = &r->attribute_records[record->first_attribute + i];
            cn_attribute *out = &r->attributes[i];
            out->name = a->name;
            out->name_length = a->name_length;
            out->namespace_uri = a->namespace_offset >= 0 ? r->arena + a->namespace_offset : NULL;
            out->namespace_length = a->namespace_length;
            out->value = r->arena + a->value_offset;
            out->value_length = a->value_length;
        }
        e->attributes = r->attributes;
        e->attribute_count = record->attribute_count;
    }
    return e;
}

int32_t cn_reader_failed(cn_reader *r) { return r->stop_at >= 0 && r->cursor >= r->stop_at; }

int32_t cn_reader_error_count(cn_reader *r) { return r->error_count; }

const char *cn_reader_error_message(cn_reader *r, int32_t i) {
    return (i >= 0 && i < r->error_count) ? r->errors[i].message : NULL;
}

int64_t cn_reader_error_line(cn_reader *r, int32_t i) { return (i >= 0 && i < r->error_count) ? r->errors[i].line : 0; }

int64_t cn_reader_error_column(cn_reader *r, int32_t i) { return (i >= 0 && i < r->error_count) ? r->errors[i].column : 0; }

int32_t cn_reader_error_level(cn_reader *r, int32_t i) { return (i >= 0 && i < r->error_count) ? r->errors[i].level : 0; }

const char *cn_libxml_version(void) { return xmlParserVersion; }
