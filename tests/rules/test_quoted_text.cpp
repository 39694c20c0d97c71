// model::quoted and model::printable: text from a user's file, safe to repeat in a one-line
// message on a terminal.

#include <doctest/doctest.h>

#include <string>

#include "model/quoted_text.hpp"

using tachanka::model::printable;
using tachanka::model::quoted;

TEST_CASE("plain text, Cyrillic and diacritics are quoted as they are") {
    CHECK(quoted("Orël") == "'Orël'");
    CHECK(quoted("А. П. Кутепов") == "'А. П. Кутепов'");
    CHECK(quoted("") == "''");
}

TEST_CASE("line breaks and tabs are written as escapes, so the message stays one line") {
    CHECK(quoted("first\nsecond") == "'first\\nsecond'");
    CHECK(quoted("a\r\n\tb") == "'a\\r\\n\\tb'");
}

TEST_CASE("terminal escape codes are written out, not obeyed") {
    CHECK(quoted("\x1b[2J\x1b]0;owned\x07") == "'\\x1b[2J\\x1b]0;owned\\x07'");
    // The one-byte control sequence introducer of C1, as UTF-8, and a DEL.
    CHECK(quoted("\xc2\x9b" "31m\x7f") == "'\\x9b31m\\x7f'");
}

TEST_CASE("text that turns the line around or breaks it as Unicode does is escaped") {
    CHECK(quoted("abc\u202Edef") == "'abc\\u202edef'");
    CHECK(quoted("a\u2028b") == "'a\\u2028b'");
}

TEST_CASE("bytes that are not UTF-8 are escaped one by one, the rest kept") {
    CHECK(quoted("ab\xff\xfe") == "'ab\\xff\\xfe'");
    CHECK(quoted("\xd0") == "'\\xd0'");             // a sequence cut short
    CHECK(quoted("\xc0\xaf") == "'\\xc0\\xaf'");    // an overlong '/'
    CHECK(quoted("\xed\xa0\x80") == "'\\xed\\xa0\\x80'");  // a surrogate
    CHECK(quoted("Orël\xff") == "'Orël\\xff'");
}

TEST_CASE("a long value is cut to its first 60 characters, whole characters only") {
    CHECK(quoted(std::string(100000, 'x')) == "'" + std::string(60, 'x') + "…'");
    CHECK(quoted(std::string(60, 'x')) == "'" + std::string(60, 'x') + "'");
    std::string cyrillic;
    for (int i = 0; i < 61; ++i) cyrillic += "Ж";
    CHECK(quoted(cyrillic) == "'" + cyrillic.substr(0, 60 * 2) + "…'");
}

TEST_CASE("printable escapes without cutting short") {
    CHECK(printable(std::string(1000, 'y') + "\n") == std::string(1000, 'y') + "\\n");
    CHECK(printable("Кутепов") == "Кутепов");
}

TEST_CASE("printable cuts short past the characters asked for") {
    CHECK(printable("Кутепов", 3) == "Кут…");
    CHECK(printable("a\nb", 3) == "a\\nb");
}

TEST_CASE("what a window shows keeps line breaks and tabs, and escapes the rest as stored") {
    // A menu item's accelerator follows a tab; a commander's name from an edited file may
    // hold a NUL (where wxString would end) or a byte that is not UTF-8 (where it comes out
    // empty).
    CHECK(tachanka::model::displayable("&Undo\tCtrl+Z") == "&Undo\tCtrl+Z");
    CHECK(tachanka::model::displayable("line one\nline two") == "line one\nline two");
    CHECK(tachanka::model::displayable(std::string("Kut\0epov", 8)) == "Kut\\x00epov");
    CHECK(tachanka::model::displayable("Orël\xff\x1b]0;x\a") == "Orël\\xff\\x1b]0;x\\x07");
}
