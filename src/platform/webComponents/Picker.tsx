/**
 * Taro's Picker on the website: Taro's React picker (@tarojs/components-react), with its styles
 * here, loaded only by the pages that have one (the date field), and its confirm action in the
 * brand colour.
 */
import Picker from '@tarojs/components-react/dist/components/picker/index.js'
import './picker.scss'

export default Picker
