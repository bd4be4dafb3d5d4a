/* A minimal md4c command line for the benchmarks: Markdown (a file, or standard input) to HTML on
   standard output through md4c's own md_html(), GitHub dialect. With `--iterations N` it instead
   renders N times into memory and prints the best in-process time as `seconds=…`, for
   attributed-bench's in-process rows. Built by scripts/bench/anchors.sh from Debian's
   libmd4c-html0-dev into a scratch directory; never part of the package. */
#include <md4c-html.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct sink { char *bytes; size_t size, capacity; };

static void to_file(const MD_CHAR *text, MD_SIZE size, void *file) { fwrite(text, 1, size, file); }

static void to_memory(const MD_CHAR *text, MD_SIZE size, void *userdata) {
    struct sink *sink = userdata;
    if (sink->size + size > sink->capacity) {
        while (sink->size + size > sink->capacity) sink->capacity = sink->capacity * 2 + 4096;
        if (!(sink->bytes = realloc(sink->bytes, sink->capacity))) exit(1);
    }
    memcpy(sink->bytes + sink->size, text, size);
    sink->size += size;
}

int main(int argc, char **argv) {
    int iterations = 0;
    if (argc > 2 && strcmp(argv[1], "--iterations") == 0) { iterations = atoi(argv[2]); argv += 2; argc -= 2; }
    FILE *in = argc > 1 ? fopen(argv[1], "rb") : stdin;
    if (!in) { perror(argv[1]); return 1; }
    size_t capacity = 1 << 16, size = 0, got;
    char *buffer = malloc(capacity);
    while (buffer && (got = fread(buffer + size, 1, capacity - size, in)) > 0) {
        size += got;
        if (size == capacity) buffer = realloc(buffer, capacity *= 2);
    }
    if (!buffer) return 1;
    unsigned flags = MD_DIALECT_GITHUB;
    if (iterations <= 0) return md_html(buffer, (MD_SIZE)size, to_file, stdout, flags, 0) == 0 ? 0 : 1;
    struct sink sink = {0};
    double best = 1e30;
    for (int i = 0; i < iterations; i++) {
        struct timespec start, end;
        sink.size = 0;
        clock_gettime(CLOCK_MONOTONIC, &start);
        if (md_html(buffer, (MD_SIZE)size, to_memory, &sink, flags, 0) != 0) return 1;
        clock_gettime(CLOCK_MONOTONIC, &end);
        double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
        if (seconds < best) best = seconds;
    }
    printf("seconds=%.6f\noutput_bytes=%zu\n", best, sink.size);
    return 0;
}
