// Every rules table file a club may override (templates/rules/*.xml and the link table): the
// first byte picks the file's loader, the rest is the file. Each loader refuses a bad file
// with one xml::XmlError "file:line:column: what".

#include <array>
#include <cstdint>
#include <functional>
#include <string>

#include "rules/actions/table_file.hpp"
#include "rules/bnb/table_file.hpp"
#include "rules/links/link_table.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/redactions/card_texts.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "rules/redactions/table_file.hpp"
#include "rules/rfic/table_file.hpp"
#include "rules/xml/xml_document.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace tachanka;

// The loaders that take only a path read the text from the scratch folder.
std::filesystem::path written(const std::string& text) {
    return fuzz::scratch().write("table.xml", text);
}

// In the order of the seeds' first byte (scripts/fuzz).
const std::array<std::function<void(std::string)>, 8> loaders = {
    [](std::string text) { rules::orel::parseOrelTables(std::move(text), "orel-1919.xml"); },
    [](std::string text) { rules::redactions::loadRedActionsTables(written(text)); },
    [](std::string text) { rules::redactions::loadCardTexts(written(text)); },
    [](std::string text) { rules::redactions::loadFieldTables(written(text)); },
    [](std::string text) { rules::bnb::parseBnbTables(std::move(text), "bnb.xml"); },
    [](std::string text) { rules::actions::parseActionsTables(std::move(text), "actions.xml"); },
    [](std::string text) { rules::rfic::parseRficTables(std::move(text), "rfic.xml"); },
    [](std::string text) { rules::links::loadLinkTable(written(text)); },
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto [which, text] = fuzz::choose(data, size, loaders.size());
    if (which == loaders.size()) return 0;
    try {
        loaders[which](std::move(text));
    } catch (const xml::XmlError& error) {
        fuzz::requireOneLine(error);
    }
    return 0;
}
