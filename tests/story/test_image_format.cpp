// What a photo is, read from its bytes: PNG 11.2.2's header chunk, JPEG's frame header, and
// base64 by RFC 4648's own test vectors.

#include <doctest/doctest.h>

#include <string>

#include "app/core/story/image_format.hpp"

using tachanka::core::base64Decoded;
using tachanka::core::base64Encoded;
using tachanka::core::imageFormatOf;

namespace {

std::string bytes(std::initializer_list<int> values) {
    std::string text;
    for (const int value : values) text += static_cast<char>(value);
    return text;
}

// A PNG's signature and IHDR chunk (13 bytes: width, height, depth, colour type, ...) and its
// CRC, which the check does not read.
std::string pngHeader(int width, int height) {
    return bytes({0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
                  (width >> 24) & 0xFF, (width >> 16) & 0xFF, (width >> 8) & 0xFF, width & 0xFF,
                  (height >> 24) & 0xFF, (height >> 16) & 0xFF, (height >> 8) & 0xFF,
                  height & 0xFF, 8, 2, 0, 0, 0, 0, 0, 0, 0});
}

// Start of image, an APP0 segment, then a baseline frame header: length 17, precision 8,
// height, width.
std::string jpegHeader(int width, int height) {
    return bytes({0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 'J', 'F', 'I', 'F', 0xFF, 0xC0, 0x00, 0x11,
                  0x08, (height >> 8) & 0xFF, height & 0xFF, (width >> 8) & 0xFF, width & 0xFF,
                  0x03, 0x01, 0x22, 0x00});
}

}  // namespace

TEST_CASE("a PNG is known by its signature and its IHDR chunk's width and height") {
    const auto format = imageFormatOf(pngHeader(1200, 800));
    REQUIRE(format);
    CHECK(format->mediaType == "image/png");
    CHECK(format->width == 1200);
    CHECK(format->height == 800);
    CHECK_FALSE(imageFormatOf(pngHeader(1200, 800).substr(0, 20)));  // cut short
    CHECK_FALSE(imageFormatOf(pngHeader(0, 800)));
    CHECK_FALSE(imageFormatOf(pngHeader(2000000, 800)));  // no photo is two million wide
}

TEST_CASE("a JPEG is known by its start marker and the frame header after its segments") {
    const auto format = imageFormatOf(jpegHeader(640, 480));
    REQUIRE(format);
    CHECK(format->mediaType == "image/jpeg");
    CHECK(format->width == 640);
    CHECK(format->height == 480);
    // A progressive frame (SOF2) is one too; a Huffman table (C4) is not a frame.
    auto progressive = jpegHeader(640, 480);
    progressive[11] = static_cast<char>(0xC2);
    CHECK(imageFormatOf(progressive));
    auto table = jpegHeader(640, 480);
    table[11] = static_cast<char>(0xC4);
    CHECK_FALSE(imageFormatOf(table));
    CHECK_FALSE(imageFormatOf(jpegHeader(640, 480).substr(0, 14)));
}

TEST_CASE("anything else is no photo, whatever its name") {
    CHECK_FALSE(imageFormatOf("GIF89a\x01\x00\x01\x00"));
    CHECK_FALSE(imageFormatOf(""));
    CHECK_FALSE(imageFormatOf("%PDF-1.7"));
    CHECK_FALSE(imageFormatOf(bytes({0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00})));  // length 0
}

TEST_CASE("base64 as RFC 4648 section 10 gives it, and back") {
    const std::pair<const char*, const char*> vectors[] = {
        {"", ""},         {"f", "Zg=="},       {"fo", "Zm8="},         {"foo", "Zm9v"},
        {"foob", "Zm9vYg=="}, {"fooba", "Zm9vYmE="}, {"foobar", "Zm9vYmFy"}};
    for (const auto& [plain, encoded] : vectors) {
        CAPTURE(plain);
        CHECK(base64Encoded(plain) == encoded);
        CHECK(base64Decoded(encoded) == std::string(plain));
    }
    const auto binary = bytes({0x00, 0xFF, 0x80, 0x7F, 0x0A});
    CHECK(base64Decoded(base64Encoded(binary)) == binary);
    CHECK_FALSE(base64Decoded("Zm9"));    // not a whole group
    CHECK_FALSE(base64Decoded("Zm=v"));   // padding inside
    CHECK_FALSE(base64Decoded("Zm9v!A==")); // not the alphabet
}
