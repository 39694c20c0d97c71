#pragma once
// A small valid army list for loader tests, line by line so a test can break one line and
// expect the error on that line.

#include <stdexcept>
#include <string>

namespace tachanka::testing {

// Line numbers of the lines a test may replace.
inline constexpr int armyLine = 2;
inline constexpr int riflemenLine = 5;
inline constexpr int cavalryLine = 6;
inline constexpr int gunLine = 7;
inline constexpr int tokenLine = 9;

inline const std::string sampleArmy =
    R"(<army id="test-army" name="Test Army" flight-percent="40">)";
inline const std::string sampleRiflemen =
    R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" )"
    R"(rally="6" shooting="3" range="12" fighting="3" move="6" evasive-move="3" )"
    R"(characteristics="skirmisher" points="6"/>)";
inline const std::string sampleCavalry =
    R"(<troop id="horse" name="Horse" arm="sabres" charge="8" fear="8" serious="8" rally="7" )"
    R"(shooting="1" range="6" fighting="4" move="12" dismounts-as="rifles" points="10"/>)";
inline const std::string sampleGuns =
    R"(<troop id="guns" name="Guns" arm="field-guns" charge="7" fear="7" serious="7" )"
    R"(rally="6" shooting="6" range="80" fighting="1" move="8" direct-hit="field-gun" )"
    R"(points="12"/>)";
inline const std::string sampleToken = R"(<token bonus="+1" characteristics="clever" count="2"/>)";

// `line` with its first `from` replaced by `to`; `from` must be there.
inline std::string with(std::string line, const std::string& from, const std::string& to) {
    const auto at = line.find(from);
    if (at == std::string::npos) throw std::logic_error("'" + from + "' is not in " + line);
    return line.replace(at, from.size(), to);
}

inline std::string armyText(const std::string& army = sampleArmy,
                            const std::string& riflemen = sampleRiflemen,
                            const std::string& cavalry = sampleCavalry,
                            const std::string& guns = sampleGuns,
                            const std::string& token = sampleToken) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" +         // line 1
           army + "\n" +                                            // line 2
           "<officer-draw senior-draw=\"3\" junior-draw=\"1\"/>\n"  // line 3
           "<description>Кутепов's test army</description>\n" +     // line 4
           riflemen +
           "\n" +                     // line 5
           cavalry + "\n" +           // line 6
           guns + "\n" +              // line 7
           "<token-pool>\n" +         // line 8
           token + "\n" +             // line 9
           "<token bonus=\"-1\"/>\n"  // line 10
           "</token-pool>\n"
           "</army>\n";
}

}  // namespace tachanka::testing
