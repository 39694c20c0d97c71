// The Orel map as files: a club's map XML (terrain, hexside lines, stations, places; the
// first byte 0) and a situation file (a position on that map with units, depots and
// formations; 1). Both read hexes against the map's extent in the shipped orel-1919.xml, and
// refuse a bad file with one xml::XmlError "file:line:column: what".

#include <cstdint>

#include "rules/orel/operations/map_file.hpp"
#include "rules/orel/operations/situation_file.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/xml/xml_document.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace tachanka;
namespace ops = rules::orel::operations;

const ops::MapExtent& extent() {
    static const ops::MapExtent shipped =
        rules::orel::loadOrelTables(fuzz::shippedTemplates() / "rules" / "orel-1919.xml")
            .operations.map;
    return shipped;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto [which, text] = fuzz::choose(data, size, 2);
    try {
        if (which == 0) {
            ops::parseMapFile(std::move(text), "map.xml", extent());
        } else if (which == 1) {
            ops::loadSituation(fuzz::scratch().write("situation.xml", text), extent());
        }
    } catch (const xml::XmlError& error) {
        fuzz::requireOneLine(error);
    }
    return 0;
}
