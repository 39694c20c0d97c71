#include "reports/qrs/orel/orel_qrs.hpp"

#include "reports/qrs/qrs_sheet.hpp"

namespace tachanka::reports {

void writeOrelQrs(const OrelQrsData& data, const FontSet& fonts, Paper paper,
                  const std::filesystem::path& output) {
    PdfDocument document(fonts, "Orel 1919 — quick-reference sheet", Orientation::Landscape);
    PageFlow flow(document, paper, "Tachanka · Orel 1919 quick-reference sheet");
    qrs::sheetHead(flow, "Orel 1919 — quick-reference sheet", {{"Tables", data.source}});
    writeOrelSequence(flow, data);
    writeOrelOperations(flow, data);
    writeOrelCombat(flow, data);
    document.save(output);
}

}  // namespace tachanka::reports
