// Scenario files (templates/scenarios/*.xml, or a club's own): the order of battle, setup,
// turn track and victory conditions, and variants "based-on" another scenario, which find
// their base by id beside the file or among the shipped ones. A bad file is one
// xml::XmlError "file:line:column: what".

#include <cstdint>

#include "rules/orel/scenario_file.hpp"
#include "rules/xml/xml_document.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tachanka;
    const auto& folder = fuzz::scratch();
    const auto file = folder.write("scenario.xml", fuzz::textOf(data, size));
    try {
        rules::orel::loadScenario(file, {folder.path(), fuzz::shippedTemplates() / "scenarios"});
    } catch (const xml::XmlError& error) {
        fuzz::requireOneLine(error);
    }
    return 0;
}
