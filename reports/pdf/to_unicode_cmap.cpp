#include "reports/pdf/to_unicode_cmap.hpp"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace tachanka::reports {
namespace {

// A CMap's begin…end blocks hold at most 100 entries each (Adobe technical note #5014).
constexpr std::size_t entriesPerBlock = 100;

bool isSurrogateRow(unsigned highByte) { return highByte >= 0xD8 && highByte <= 0xDF; }

std::string rangeEntry(unsigned highByte) {
    char entry[32];
    std::snprintf(entry, sizeof entry, "<%02X00> <%02XFF> <%02X00>\n", highByte, highByte,
                  highByte);
    return entry;
}

}  // namespace

std::string identityToUnicodeCMap() {
    std::vector<std::string> entries;
    for (unsigned high = 0; high <= 0xFF; ++high) {
        if (!isSurrogateRow(high)) entries.push_back(rangeEntry(high));
    }
    std::string cmap =
        "/CIDInit /ProcSet findresource begin\n"
        "12 dict begin\n"
        "begincmap\n"
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
        "/CMapName /Adobe-Identity-UCS def\n"
        "/CMapType 2 def\n"
        "1 begincodespacerange\n"
        "<0000> <FFFF>\n"
        "endcodespacerange\n";
    for (std::size_t first = 0; first < entries.size(); first += entriesPerBlock) {
        const std::size_t count = std::min(entriesPerBlock, entries.size() - first);
        cmap += std::to_string(count) + " beginbfrange\n";
        for (std::size_t i = first; i < first + count; ++i) cmap += entries[i];
        cmap += "endbfrange\n";
    }
    cmap +=
        "endcmap\n"
        "CMapName currentdict /CMap defineresource pop\n"
        "end\n"
        "end\n";
    return cmap;
}

}  // namespace tachanka::reports
