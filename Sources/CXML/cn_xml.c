// The only file that includes libxml2. Secure options are fixed here so no caller can loosen them.
#include "cn_xml.h"

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>
#include <libxml/entities.h>
#include <libxml/hash.h>
#include <libxml/xmlversion.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// No XML_PARSE_NOENT (entities stay unexpanded references), no XML_PARSE_DTDLOAD or
// XML_PARSE_DTDATTR (nothing outside the document is read), never XML_PARSE_HUGE (keeps
// libxml2's size and amplification limits). BIG_LINES lets xmlGetLineNo pass 65535.
static const int cn_parse_options = XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;

enum { CN_MAX_ERRORS = 1000 };

typedef struct {
    char *message;
    int64_t line;
    int64_t column;
    int32_t level;
} cn_error;

struct cn_reader {
    xmlTextReaderPtr reader;
    cn_error *errors;
    int32_t error_count;
    int32_t error_capacity;
};

static pthread_once_t cn_init_once = PTHREAD_ONCE_INIT;
static void cn_init(void) { xmlInitParser(); }

static void cn_collect_error(void *user_data, xmlErrorPtr error) {
    cn_reader *r = (cn_reader *)user_data;
    if (r == NULL || error == NULL || r->error_count >= CN_MAX_ERRORS) return;
    if (r->error_count == r->error_capacity) {
        int32_t capacity = r->error_capacity == 0 ? 8 : r->error_capacity * 2;
        cn_error *grown = realloc(r->errors, (size_t)capacity * sizeof(cn_error));
        if (grown == NULL) return;
        r->errors = grown;
        r->error_capacity = capacity;
    }
    const char *text = error->message != NULL ? error->message : "unknown XML error";
    size_t length = strlen(text);
    while (length > 0 && (text[length - 1] == '\n' || text[length - 1] == '\r' || text[length - 1] == ' ')) length--;
    char *copy = malloc(length + 1);
    if (copy == NULL) return;
    memcpy(copy, text, length);
    copy[length] = '\0';
    cn_error *slot = &r->errors[r->error_count++];
    slot->message = copy;
    slot->line = error->line;
    slot->column = error->int2;
    slot->level = (int32_t)error->level;
}

// Some errors raised while the reader is created or reads bypass the reader's own handler and go
// to the thread's global structured handler, so it points at this reader for the duration of a call.
typedef struct {
    xmlStructuredErrorFunc handler;
    void *context;
} cn_saved_handler;

static cn_saved_handler cn_push_handler(cn_reader *r) {
    cn_saved_handler saved = { xmlStructuredError, xmlStructuredErrorContext };
    xmlSetStructuredErrorFunc(r, cn_collect_error);
    return saved;
}

static void cn_pop_handler(cn_saved_handler saved) {
    xmlSetStructuredErrorFunc(saved.context, saved.handler);
}

static cn_reader *cn_wrap(cn_reader *r) {
    if (r->reader == NULL) {
        cn_reader_free(r);
        return NULL;
    }
    xmlTextReaderSetStructuredErrorHandler(r->reader, cn_collect_error, r);
    return r;
}

cn_reader *cn_reader_open_fd(int32_t fd, const char *url) {
    pthread_once(&cn_init_once, cn_init);
    cn_reader *r = calloc(1, sizeof(cn_reader));
    if (r == NULL) return NULL;
    cn_saved_handler saved = cn_push_handler(r);
    r->reader = xmlReaderForFd(fd, url, NULL, cn_parse_options);
    cn_pop_handler(saved);
    return cn_wrap(r);
}

cn_reader *cn_reader_open_memory(const uint8_t *bytes, int64_t length, const char *url) {
    pthread_once(&cn_init_once, cn_init);
    if (length < 0 || length > INT32_MAX) return NULL;
    cn_reader *r = calloc(1, sizeof(cn_reader));
    if (r == NULL) return NULL;
    cn_saved_handler saved = cn_push_handler(r);
    r->reader = xmlReaderForMemory((const char *)bytes, (int)length, url, NULL, cn_parse_options);
    cn_pop_handler(saved);
    return cn_wrap(r);
}

void cn_reader_free(cn_reader *r) {
    if (r == NULL) return;
    if (r->reader != NULL) {
        cn_saved_handler saved = cn_push_handler(r);
        xmlFreeTextReader(r->reader);
        cn_pop_handler(saved);
    }
    for (int32_t i = 0; i < r->error_count; i++) free(r->errors[i].message);
    free(r->errors);
    free(r);
}

int32_t cn_reader_read(cn_reader *r) {
    cn_saved_handler saved = cn_push_handler(r);
    int result = xmlTextReaderRead(r->reader);
    cn_pop_handler(saved);
    return result;
}

int32_t cn_reader_node_type(cn_reader *r) { return xmlTextReaderNodeType(r->reader); }

const char *cn_reader_local_name(cn_reader *r) { return (const char *)xmlTextReaderConstLocalName(r->reader); }

const char *cn_reader_namespace_uri(cn_reader *r) { return (const char *)xmlTextReaderConstNamespaceUri(r->reader); }

int32_t cn_reader_is_empty_element(cn_reader *r) { return xmlTextReaderIsEmptyElement(r->reader) == 1; }

const char *cn_reader_value(cn_reader *r) { return (const char *)xmlTextReaderConstValue(r->reader); }

int32_t cn_reader_next_attribute(cn_reader *r, const char **local_name, const char **namespace_uri, const char **value) {
    if (xmlTextReaderMoveToNextAttribute(r->reader) == 1) {
        *local_name = (const char *)xmlTextReaderConstLocalName(r->reader);
        *namespace_uri = (const char *)xmlTextReaderConstNamespaceUri(r->reader);
        *value = (const char *)xmlTextReaderConstValue(r->reader);
        return 1;
    }
    xmlTextReaderMoveToElement(r->reader);
    return 0;
}

int64_t cn_reader_line(cn_reader *r) {
    xmlNodePtr node = xmlTextReaderCurrentNode(r->reader);
    return node != NULL ? (int64_t)xmlGetLineNo(node) : -1;
}

static xmlDtdPtr cn_current_dtd(cn_reader *r) {
    if (xmlTextReaderNodeType(r->reader) != XML_READER_TYPE_DOCUMENT_TYPE) return NULL;
    xmlNodePtr node = xmlTextReaderCurrentNode(r->reader);
    if (node == NULL || node->type != XML_DTD_NODE) return NULL;
    return (xmlDtdPtr)node;
}

int32_t cn_reader_doctype_declares_entities(cn_reader *r) {
    xmlDtdPtr dtd = cn_current_dtd(r);
    if (dtd == NULL) return 0;
    int entities = dtd->entities != NULL ? xmlHashSize((xmlHashTablePtr)dtd->entities) : 0;
    int parameters = dtd->pentities != NULL ? xmlHashSize((xmlHashTablePtr)dtd->pentities) : 0;
    return (entities > 0 || parameters > 0) ? 1 : 0;
}

int32_t cn_reader_error_count(cn_reader *r) { return r->error_count; }

const char *cn_reader_error_message(cn_reader *r, int32_t i) {
    return (i >= 0 && i < r->error_count) ? r->errors[i].message : NULL;
}

int64_t cn_reader_error_line(cn_reader *r, int32_t i) { return (i >= 0 && i < r->error_count) ? r->errors[i].line : 0; }

int64_t cn_reader_error_column(cn_reader *r, int32_t i) { return (i >= 0 && i < r->error_count) ? r->errors[i].column : 0; }

int32_t cn_reader_error_level(cn_reader *r, int32_t i) { return (i >= 0 && i < r->error_count) ? r->errors[i].level : 0; }

const char *cn_libxml_version(void) { return xmlParserVersion; }
